/**
 * Admin authentication (spec §7): verify (phone + employee number) → choose a corporation-site →
 * login; reissue, check and logout; and GET /admin/currentSite, the site of the admin's session.
 * Admins have no password, so verify is throttled hard, and every attempt at either step is written
 * to admin_login_audit.
 */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AdminSession, AdminVerifyAnswer } from '../../src/shared/contract/api-contract';
import { normalizePhone } from '../../src/shared/validation/rules';
import { requireAdmin } from '../http/bearer-auth';
import { clientAddress, type AppDeps, type AppEnv } from '../http/app-context';
import { ApiError } from '../http/errors';
import { findAdminSite, listAdminSites } from '../services/admin-sites';
import { AUDIT_SUCCESS, recordAdminLoginAttempt, type AdminLoginAttempt } from '../services/audit';
import type { SessionSubject } from '../services/sessions';
import { clearFailures, recordFailure, type ThrottleRule } from '../services/throttle';
import { ADMIN_VERIFY_TTL_SECONDS } from '../services/tokens';
import { BEARER_SECURITY, enforceThrottle, errors, json, jsonBody, refreshRefused, XSRF_SECURITY } from './route-parts';
import {
  AdminLoginRequestSchema,
  AdminSessionSchema,
  AdminVerifyAnswerSchema,
  AdminVerifyRequestSchema,
  CorporationSiteSchema,
  ReissueRequestSchema,
  SessionCheckAnswerSchema,
  SessionCheckRequestSchema,
} from './schemas';

/** Per phone number, per employee number, per client address, within the 15-minute window. */
export const ADMIN_VERIFY_LIMITS = { perNumber: 5, perAddress: 10 } as const;

const tags = ['admin auth'];

const verifyRoute = createRoute({
  method: 'post',
  path: '/admin/auth/verify',
  tags,
  summary: 'Step 1 of the admin login: phone number and employee number',
  security: XSRF_SECURITY,
  request: { body: jsonBody(AdminVerifyRequestSchema) },
  responses: {
    200: json(AdminVerifyAnswerSchema, 'A 5-minute verification token and the sites the admin may choose.'),
    ...errors(400, 401, 403, 429, 500),
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/admin/auth/login',
  tags,
  summary: 'Step 2 of the admin login: the chosen corporation-site',
  security: XSRF_SECURITY,
  request: { body: jsonBody(AdminLoginRequestSchema) },
  responses: {
    200: json(AdminSessionSchema, 'The admin session, for that corporation-site.'),
    ...errors(400, 401, 403, 500),
  },
});

const reissueRoute = createRoute({
  method: 'post',
  path: '/admin/auth/reissue',
  tags,
  summary: 'Rotate the admin refresh token',
  description: 'Same rules as /auth/reissue: a used token answers REFRESH_TOKEN_REUSED and revokes its family.',
  security: XSRF_SECURITY,
  request: { body: jsonBody(ReissueRequestSchema) },
  responses: {
    200: json(AdminSessionSchema, 'A new admin session.'),
    ...errors(400, 401, 403, 500),
  },
});

const checkRoute = createRoute({
  method: 'post',
  path: '/admin/auth/check',
  tags,
  summary: 'Check a stored admin session at start-up',
  security: XSRF_SECURITY,
  request: { body: jsonBody(SessionCheckRequestSchema) },
  responses: {
    200: json(SessionCheckAnswerSchema, 'The session is good.'),
    ...errors(400, 401, 403, 500),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/admin/auth/logout',
  tags,
  summary: 'Revoke the refresh-token family of this admin session',
  security: XSRF_SECURITY,
  request: { body: jsonBody(ReissueRequestSchema) },
  responses: {
    204: { description: 'Logged out.' },
    ...errors(400, 403, 500),
  },
});

export function adminAuthRoutes(deps: AppDeps): OpenAPIHono<AppEnv> {
  const { db, sessions, signer } = deps;
  const app = new OpenAPIHono<AppEnv>();

  function audit(c: Context, attempt: Omit<AdminLoginAttempt, 'clientAddress' | 'userAgent'>): Promise<void> {
    const entry = { ...attempt, clientAddress: clientAddress(c, deps.config.trustProxyHops), userAgent: c.req.header('user-agent') };
    return recordAdminLoginAttempt(db, entry, deps.now());
  }

  /** The admin still exists and may still choose the session's site. */
  async function stillAllowed(subject: SessionSubject): Promise<boolean> {
    if (!subject.corporationCode || !subject.siteCode) return false;
    return (await findAdminSite(db, subject.id, subject.corporationCode, subject.siteCode)) !== undefined;
  }

  app.openapi(verifyRoute, async (c) => {
    const body = c.req.valid('json');
    const phone = normalizePhone(body.phone);
    // Stored upper-case: 'a1001' typed on a phone keyboard is the same number.
    const employeeNumber = body.employeeNumber.trim().toUpperCase();
    const numberRules: ThrottleRule[] = [
      { scope: 'admin-verify:phone', key: phone, limit: ADMIN_VERIFY_LIMITS.perNumber },
      { scope: 'admin-verify:employee-number', key: employeeNumber, limit: ADMIN_VERIFY_LIMITS.perNumber },
    ];
    const rules = [...numberRules, { scope: 'admin-verify:address', key: clientAddress(c, deps.config.trustProxyHops), limit: ADMIN_VERIFY_LIMITS.perAddress }];
    const tried = { stage: 'verify' as const, phoneTried: phone, employeeNumberTried: employeeNumber };

    await enforceThrottle(deps, rules, () => audit(c, { ...tried, outcome: 'TOO_MANY_ATTEMPTS' }));

    const admin = await db
      .selectFrom('admins')
      .selectAll()
      .where('phone', '=', phone)
      .where('employee_number', '=', employeeNumber)
      .executeTakeFirst();
    if (!admin) {
      await recordFailure(db, rules, deps.now());
      await audit(c, { ...tried, outcome: 'ADMIN_NOT_FOUND' });
      throw new ApiError(401, 'ADMIN_NOT_FOUND', 'No admin has that phone number and employee number.');
    }

    for (const rule of numberRules) await clearFailures(db, rule);
    const sites = await listAdminSites(db, admin.id);
    const verificationToken = await signer.sign('admin-verify', { sub: admin.id, role: 'admin' }, ADMIN_VERIFY_TTL_SECONDS);
    await audit(c, { stage: 'verify', outcome: AUDIT_SUCCESS, adminId: admin.id });
    return c.json({ verificationToken, adminName: admin.name, sites } satisfies AdminVerifyAnswer, 200);
  });

  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const chosen = { stage: 'login' as const, corporationCode: body.corporationCode, siteCode: body.siteCode };
    const verified = await signer.verify(body.verificationToken, 'admin-verify');
    if (!verified.ok || verified.token.role !== 'admin') {
      const code = verified.ok || verified.reason === 'invalid' ? 'UNAUTHORIZED' : 'TOKEN_EXPIRED';
      await audit(c, { ...chosen, outcome: code });
      throw new ApiError(401, code, 'The verification is not valid any more; verify again.');
    }
    const adminId = verified.token.sub;
    const admin = await db.selectFrom('admins').select(['id']).where('id', '=', adminId).executeTakeFirst();
    if (!admin) {
      await audit(c, { ...chosen, outcome: 'UNAUTHORIZED' });
      throw new ApiError(401, 'UNAUTHORIZED', 'The admin no longer exists.');
    }
    if (!(await findAdminSite(db, adminId, body.corporationCode, body.siteCode))) {
      await audit(c, { ...chosen, adminId, outcome: 'SITE_NOT_ALLOWED' });
      throw new ApiError(403, 'SITE_NOT_ALLOWED', 'This admin may not choose that corporation-site.');
    }
    const tokens = await sessions.start({ kind: 'admin', id: adminId, corporationCode: body.corporationCode, siteCode: body.siteCode });
    await audit(c, { ...chosen, adminId, outcome: AUDIT_SUCCESS });
    return c.json(tokens satisfies AdminSession, 200);
  });

  app.openapi(reissueRoute, async (c) => {
    const result = await sessions.rotate(c.req.valid('json').refreshToken, 'admin');
    if (!result.ok) throw refreshRefused(result.code);
    if (!(await stillAllowed(result.subject))) {
      await sessions.revokeFamily(result.familyId);
      throw new ApiError(401, 'INVALID_REFRESH_TOKEN', 'The admin or the site is no longer available.');
    }
    return c.json(result.tokens satisfies AdminSession, 200);
  });

  app.openapi(checkRoute, async (c) => {
    const body = c.req.valid('json');
    const access = await signer.verify(body.accessToken, 'access', { allowExpired: true });
    if (!access.ok || access.token.role !== 'admin') throw new ApiError(401, 'UNAUTHORIZED', 'The access token is not valid.');
    const subject = await sessions.liveSubject(body.refreshToken, 'admin');
    const sameSession =
      subject?.id === access.token.sub &&
      subject.corporationCode === access.token.corporationCode &&
      subject.siteCode === access.token.siteCode;
    if (!subject || !sameSession) throw new ApiError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is not valid for this session.');
    if (!(await stillAllowed(subject))) throw new ApiError(401, 'UNAUTHORIZED', 'The admin or the site is no longer available.');
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(logoutRoute, async (c) => {
    await sessions.logout(c.req.valid('json').refreshToken, 'admin');
    return c.body(null, 204);
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/currentSite',
      tags: ['admin'],
      summary: "The corporation-site of the admin's session",
      security: BEARER_SECURITY,
      middleware: [requireAdmin(deps)] as const,
      responses: {
        200: json(CorporationSiteSchema, 'The site chosen at login.'),
        ...errors(401, 403, 500),
      },
    }),
    (c) => c.json(c.get('adminAuth').site, 200),
  );

  return app;
}
