/**
 * Admin authentication (spec §7) under /admin/auth: verify (phone + employee number) → choose a
 * corporation-site → login; reissue, check and logout as the shared session routes
 * (session-routes.ts), bound to the chosen site; and GET /admin/currentSite, the site of the
 * admin's session.
 * Admins have no password, so verify is throttled hard, and every attempt at either step is written
 * to admin_login_audit.
 */
import type { Context } from 'hono';
import {
  AdminLoginRequestSchema,
  AdminSessionSchema,
  AdminVerifyAnswerSchema,
  AdminVerifyRequestSchema,
  CorporationSiteSchema,
  type AdminSession,
  type AdminVerifyAnswer,
} from '#contract/api-auth.ts';
import { normalizePhone } from '#contract/input-rules.ts';
import { requireAdmin } from '../../http/bearer-auth.ts';
import { clientAddress, type AppDeps, type AppEnv } from '../../http/app-context.ts';
import { DomainError } from '../../domain-error.ts';
import { adminExists, findAdmin, findAdminSite, listAdminSites } from './admin-sites.ts';
import { AUDIT_SUCCESS, recordAdminLoginAttempt, type AdminLoginAttempt } from './audit.ts';
import { clearFailures, takeAttempt, type ThrottleRule } from './throttle.ts';
import { ADMIN_VERIFY_TTL_SECONDS } from './tokens.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { BEARER_SECURITY, errors, json, jsonPost } from '../../http/route-parts.ts';
import { sessionRoutes } from './session-routes.ts';

/** Per phone number, per employee number, per client address, within the 15-minute window. */
export const ADMIN_VERIFY_LIMITS = { perNumber: 5, perAddress: 10 } as const;

const tags = ['admin auth'];

const verifyRoute = jsonPost({
  path: '/admin/auth/verify',
  operationId: 'verifyAdmin',
  tags,
  summary: 'Step 1 of the admin login: phone number and employee number',
  body: AdminVerifyRequestSchema,
  responses: {
    200: json(AdminVerifyAnswerSchema, 'A 5-minute verification token and the sites the admin may choose.'),
    ...errors(400, 401, 403, 429, 500),
  },
});

const loginRoute = jsonPost({
  path: '/admin/auth/login',
  operationId: 'logInAdmin',
  tags,
  summary: 'Step 2 of the admin login: the chosen corporation-site',
  body: AdminLoginRequestSchema,
  responses: {
    200: json(AdminSessionSchema, 'The admin session, for that corporation-site.'),
    ...errors(400, 401, 403, 500),
  },
});

export function adminAuthRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const { db, sessions, signer } = deps;
  const app = new ApiRoutes<AppEnv>();

  function audit(c: Context, attempt: Omit<AdminLoginAttempt, 'clientAddress' | 'userAgent'>): Promise<void> {
    const entry = { ...attempt, clientAddress: clientAddress(c, deps.config.trustProxyHops), userAgent: c.req.header('user-agent') };
    return recordAdminLoginAttempt(db, entry, deps.now());
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

    const taken = await takeAttempt(deps, rules, () => audit(c, { ...tried, outcome: 'TOO_MANY_ATTEMPTS' }));

    const admin = await findAdmin(db, phone, employeeNumber);
    if (!admin) {
      await audit(c, { ...tried, outcome: 'ADMIN_NOT_FOUND' });
      throw new DomainError('ADMIN_NOT_FOUND', 'No admin has that phone number and employee number.');
    }

    await taken.forgive();
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
      throw new DomainError(code, 'The verification is not valid any more; verify again.');
    }
    const adminId = verified.token.sub;
    if (!(await adminExists(db, adminId))) {
      await audit(c, { ...chosen, outcome: 'UNAUTHORIZED' });
      throw new DomainError('UNAUTHORIZED', 'The admin no longer exists.');
    }
    if (!(await findAdminSite(db, adminId, body.corporationCode, body.siteCode))) {
      await audit(c, { ...chosen, adminId, outcome: 'SITE_NOT_ALLOWED' });
      throw new DomainError('SITE_NOT_ALLOWED', 'This admin may not choose that corporation-site.');
    }
    const tokens = await sessions.start({ kind: 'admin', id: adminId, corporationCode: body.corporationCode, siteCode: body.siteCode });
    await audit(c, { ...chosen, adminId, outcome: AUDIT_SUCCESS });
    return c.json(tokens satisfies AdminSession, 200);
  });

  app.include(
    sessionRoutes(deps, {
      kind: 'admin',
      prefix: '/admin/auth',
      checkName: 'check',
      tags,
      session: { schema: AdminSessionSchema, description: 'A new admin session.' },
      reissue: {
        operationId: 'reissueAdminSession',
        summary: 'Rotate the admin refresh token',
        description: 'Same rules as /auth/reissue: a used token answers REFRESH_TOKEN_REUSED and revokes its family.',
      },
      check: { operationId: 'checkAdminSession', summary: 'Check a stored admin session at start-up' },
      logout: { operationId: 'logOutAdmin', summary: 'Revoke the refresh-token family of this admin session' },
      // The session lasts while the admin still exists and may still choose the session's site.
      async extras(subject) {
        if (!subject.corporationCode || !subject.siteCode) return null;
        return (await findAdminSite(db, subject.id, subject.corporationCode, subject.siteCode)) ? {} : null;
      },
      goneMessage: 'The admin or the site is no longer available.',
    }),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/currentSite',
      operationId: 'getAdminCurrentSite',
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
