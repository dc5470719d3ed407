/**
 * Admin authentication (docs/spec-notes.md §7) under /admin/auth: verify (phone + employee number, two numbers
 * others may know) → code (the one-time code sent by SMS to the admin's registered phone, the
 * second factor of decision 061), or instead the admin's passkey (passkey/options → passkey,
 * decision 063) → login (the chosen corporation-site); reissue, check and logout as
 * the shared session routes (session-routes.ts), bound to the chosen site; and GET
 * /admin/currentSite, the site of the admin's session.
 * Every attempt at each step is written to admin_login_audit. Throttles: throttle-policy.ts; a
 * device the admin trusts (http/trusted-device.ts) is throttled on its own key only.
 */
import type { Context } from 'hono';
import {
  AdminCodeRequestSchema,
  AdminCodeSentSchema,
  AdminLoginRequestSchema,
  AdminSessionSchema,
  AdminVerifyAnswerSchema,
  AdminVerifyRequestSchema,
  CorporationSiteSchema,
  type AdminCodeSent,
  type AdminSession,
  type AdminVerifyAnswer,
} from '#contract/api-auth.ts';
import { OfficeLoginRequestSchema } from '#contract/api-office.ts';
import { maskPhoneNumber } from '#contract/identity-rules.ts';
import { normalizeOneTimeCode, normalizePhone } from '#contract/input-rules.ts';
import { cookieLocale } from '../../http/locale.ts';
import {
  AdminPasskeyChallengeRequestSchema,
  AdminPasskeyLoginRequestSchema,
  PasskeyRequestOptionsSchema,
} from '#contract/api-passkeys.ts';
import { requireAdmin } from '../../http/bearer-auth.ts';
import { relyingParty } from '../../http/relying-party.ts';
import { clientAddress, type AdminAuth, type AppDeps, type AppEnv } from '../../http/app-context.ts';
import { DomainError } from '../../domain-error.ts';
import { sendAdminCode, useAdminCode } from './admin-codes.ts';
import { hasPasskey, finishPasskeyLogin, passkeyLoginOptions, startPasskeyLogin } from './passkeys.ts';
import { adminById, adminExists, findAdmin, findAdminOffice, findAdminSite, listAdminOffices, listAdminSites } from './admin-sites.ts';
import { AUDIT_SUCCESS, recordAdminLoginAttempt, type AdminLoginAttempt } from './audit.ts';
import { clearFailures, takeAttempt } from './throttle.ts';
import { adminCodeSendRule, adminVerifyRules, trustedDeviceRule } from './throttle-policy.ts';
import { ADMIN_CODE_TTL_SECONDS, PASSKEY_TTL_SECONDS, ADMIN_VERIFY_TTL_SECONDS } from './tokens.ts';
import { deviceOf, trustDevice, trustedDevice } from '../../http/trusted-device.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import { BEARER_SECURITY, errors, json, jsonPost } from '../../http/route-parts.ts';
import { sessionRoutes } from './session-routes.ts';
import { spendToken } from './spent-tokens.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

const tags = ['admin auth'];

const verifyRoute = jsonPost({
  path: '/admin/auth/verify',
  operationId: 'verifyAdmin',
  tags,
  summary: 'Step 1 of the admin login: phone number and employee number',
  description:
    "A one-time code goes by SMS to the admin's registered phone; the answer's codeToken goes with it to /admin/auth/code. With preferPasskey, an admin who has a passkey is sent nothing: the answer's passkeyToken goes to /admin/auth/passkey/options and /admin/auth/passkey.",
  body: AdminVerifyRequestSchema,
  responses: {
    200: json(AdminCodeSentSchema, 'The code was sent (its token, the masked number it went to and how long it works), or the passkey challenge waits (its token).'),
    ...errors(400, 401, 403, 429, 500, 503),
  },
});

const codeRoute = jsonPost({
  path: '/admin/auth/code',
  operationId: 'checkAdminCode',
  tags,
  summary: 'Step 2 of the admin login: the one-time code from the SMS',
  description: 'A code works once, for 5 minutes and 5 tries. Success leaves a trusted-device cookie (httpOnly) that keeps this phone out of throttles other people cause.',
  body: AdminCodeRequestSchema,
  responses: {
    200: json(AdminVerifyAnswerSchema, 'A 5-minute verification token and the sites the admin may choose.'),
    ...errors(400, 401, 410, 500),
  },
});

const PASSKEY_REFUSED = json(ApiErrorSchema, 'PASSKEY_REFUSED: the challenge was used or is late (verify again), or the answer is not from one of this admin’s passkeys, with user verification.');

const passkeyOptionsRoute = jsonPost({
  path: '/admin/auth/passkey/options',
  operationId: 'getAdminPasskeyChallenge',
  tags,
  summary: "Step 2 by passkey: the challenge for the admin's passkey",
  description: 'The options for navigator.credentials.get(): the challenge named by the passkeyToken (5 minutes, once) and the credentials of the admin.',
  body: AdminPasskeyChallengeRequestSchema,
  responses: {
    200: json(PasskeyRequestOptionsSchema, 'PublicKeyCredentialRequestOptionsJSON; user verification is required.'),
    422: PASSKEY_REFUSED,
    ...errors(400, 401, 500),
  },
});

const passkeyRoute = jsonPost({
  path: '/admin/auth/passkey',
  operationId: 'checkAdminPasskey',
  tags,
  summary: "Step 2 by passkey: the passkey's answer, in place of the SMS code",
  description:
    'The answer of navigator.credentials.get() to the challenge. The challenge is spent first, so an answer works once; it must come from one of this admin’s passkeys, with user verification. Success answers what /admin/auth/code answers and leaves the same trusted-device cookie.',
  body: AdminPasskeyLoginRequestSchema,
  responses: {
    200: json(AdminVerifyAnswerSchema, 'A 5-minute verification token and the sites the admin may choose.'),
    422: PASSKEY_REFUSED,
    ...errors(400, 401, 500),
  },
});

const loginRoute = jsonPost({
  path: '/admin/auth/login',
  operationId: 'logInAdmin',
  tags,
  summary: 'Step 3 of the admin login: the chosen corporation-site',
  body: AdminLoginRequestSchema,
  responses: {
    200: json(AdminSessionSchema, 'The admin session, for that corporation-site.'),
    ...errors(400, 401, 403, 500),
  },
});

const officeLoginRoute = jsonPost({
  path: '/admin/auth/officeLogin',
  operationId: 'logInOffice',
  tags,
  summary: "Step 3 of the admin login: the chosen corporation's payroll office",
  description: 'In place of /admin/auth/login for an admin who is a corporation’s payroll office (decision 088): the session is for that corporation’s /office calls, and no site’s.',
  body: OfficeLoginRequestSchema,
  responses: {
    200: json(AdminSessionSchema, 'The admin session, for that corporation’s office.'),
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

  /**
   * The second factor held (the SMS code or the passkey): the device is trusted (or its cookie
   * renewed), the codes this admin (or device) was sent no longer count, and the answer is the
   * verification token and the sites to choose from.
   */
  async function admitted(c: Context, admin: AdminAuth['admin'], stage: 'code' | 'passkey'): Promise<AdminVerifyAnswer> {
    const device = deviceOf(await trustedDevice(c, signer, 'admin'), admin.id);
    await clearFailures(db, adminCodeSendRule(admin.id, device?.deviceId ?? null));
    const deviceId = await trustDevice(c, { signer, trustProxyHops: deps.config.trustProxyHops }, 'admin', admin.id, device);
    const [sites, offices] = await Promise.all([listAdminSites(db, admin.id), listAdminOffices(db, admin.id)]);
    // Bound to this client: only the device whose cookie was just left may log in with it (issue 31).
    const verificationToken = await signer.sign('admin-verify', { sub: admin.id, role: 'admin', dev: deviceId }, ADMIN_VERIFY_TTL_SECONDS);
    await audit(c, { stage, outcome: AUDIT_SUCCESS, adminId: admin.id });
    return { verificationToken, adminName: admin.name, sites, offices };
  }

  app.openapi(verifyRoute, async (c) => {
    const body = c.req.valid('json');
    const phone = normalizePhone(body.phone);
    // Stored upper-case: 'a1001' typed on a phone keyboard is the same number.
    const employeeNumber = body.employeeNumber.trim().toUpperCase();
    const tried = { stage: 'verify' as const, phoneTried: phone, employeeNumberTried: employeeNumber };
    const admin = await findAdmin(db, phone, employeeNumber);
    const device = deviceOf(await trustedDevice(c, signer, 'admin'), admin?.id);
    const { numbers, rules } = adminVerifyRules(phone, employeeNumber, clientAddress(c, deps.config.trustProxyHops));
    const taken = await takeAttempt(deps, device ? [trustedDeviceRule('admin-verify', device.deviceId)] : rules, () => audit(c, { ...tried, outcome: 'TOO_MANY_ATTEMPTS' }));
    if (!admin) {
      await audit(c, { ...tried, outcome: 'ADMIN_NOT_FOUND' });
      throw new DomainError('ADMIN_NOT_FOUND', 'No admin has that phone number and employee number.');
    }
    await taken.forgive();
    if (!device) for (const rule of numbers) await clearFailures(db, rule);

    // The app can use a passkey and the admin has one: no SMS, a challenge instead (decision 063).
    // Only on a device this admin logged in on before (its cookie): anyone else who knows the two
    // numbers gets the SMS answer, so the answer never tells whether the admin has a passkey (issue 31).
    if (body.preferPasskey === true && device && (await hasPasskey(db, { kind: 'admin', id: admin.id }))) {
      const challengeId = await startPasskeyLogin(deps, admin.id);
      const passkeyToken = await signer.sign('passkey', { sub: admin.id, role: 'admin' }, PASSKEY_TTL_SECONDS, challengeId);
      await audit(c, { stage: 'verify', outcome: AUDIT_SUCCESS, adminId: admin.id });
      return c.json({ passkeyToken, sentTo: maskPhoneNumber(admin.phone), expiresInSeconds: PASSKEY_TTL_SECONDS } satisfies AdminCodeSent, 200);
    }

    // Each code costs an SMS: counted per admin (or per trusted device), cleared by a login.
    await takeAttempt(deps, [adminCodeSendRule(admin.id, device?.deviceId ?? null)], () => audit(c, { ...tried, adminId: admin.id, outcome: 'TOO_MANY_ATTEMPTS' }));
    const { codeId } = await sendAdminCode({ db, now: deps.now, sms: deps.providers.sms }, admin, cookieLocale(c));
    const codeToken = await signer.sign('admin-code', { sub: admin.id, role: 'admin' }, ADMIN_CODE_TTL_SECONDS, codeId);
    await audit(c, { stage: 'verify', outcome: AUDIT_SUCCESS, adminId: admin.id });
    return c.json({ codeToken, sentTo: maskPhoneNumber(admin.phone), expiresInSeconds: ADMIN_CODE_TTL_SECONDS } satisfies AdminCodeSent, 200);
  });

  app.openapi(codeRoute, async (c) => {
    const body = c.req.valid('json');
    const verified = await signer.verify(body.codeToken, 'admin-code');
    if (!verified.ok || verified.token.role !== 'admin' || !verified.token.jti) {
      const code = !verified.ok && verified.reason === 'expired' ? 'ADMIN_CODE_EXPIRED' : 'UNAUTHORIZED';
      await audit(c, { stage: 'code', outcome: code });
      throw new DomainError(code, 'The code token is not valid; verify again.');
    }
    const adminId = verified.token.sub;
    try {
      await useAdminCode(deps, verified.token.jti, adminId, normalizeOneTimeCode(body.code));
    } catch (error) {
      if (error instanceof DomainError) await audit(c, { stage: 'code', adminId, outcome: error.code });
      throw error;
    }
    const admin = await adminById(db, adminId);
    if (!admin) {
      await audit(c, { stage: 'code', outcome: 'UNAUTHORIZED' });
      throw new DomainError('UNAUTHORIZED', 'The admin no longer exists.');
    }
    return c.json(await admitted(c, admin, 'code'), 200);
  });

  /** The passkey token of a login: the admin and the challenge it names, or the refusal (audited). */
  async function passkeyChallenge(c: Context, passkeyToken: string): Promise<{ adminId: string; challengeId: string }> {
    const verified = await signer.verify(passkeyToken, 'passkey');
    if (!verified.ok || verified.token.role !== 'admin' || !verified.token.jti) {
      const code = !verified.ok && verified.reason === 'expired' ? 'PASSKEY_REFUSED' : 'UNAUTHORIZED';
      await audit(c, { stage: 'passkey', outcome: code });
      throw new DomainError(code, 'The passkey token is not valid; verify again.');
    }
    return { adminId: verified.token.sub, challengeId: verified.token.jti };
  }

  app.openapi(passkeyOptionsRoute, async (c) => {
    const { adminId, challengeId } = await passkeyChallenge(c, c.req.valid('json').passkeyToken);
    try {
      return c.json(await passkeyLoginOptions(deps, relyingParty(c, deps.config), challengeId, adminId), 200);
    } catch (error) {
      if (error instanceof DomainError) await audit(c, { stage: 'passkey', adminId, outcome: error.code });
      throw error;
    }
  });

  app.openapi(passkeyRoute, async (c) => {
    const body = c.req.valid('json');
    const { adminId, challengeId } = await passkeyChallenge(c, body.passkeyToken);
    try {
      await finishPasskeyLogin(deps, relyingParty(c, deps.config), challengeId, adminId, body.credential);
    } catch (error) {
      if (error instanceof DomainError) await audit(c, { stage: 'passkey', adminId, outcome: error.code });
      throw error;
    }
    const admin = await adminById(db, adminId);
    if (!admin) {
      await audit(c, { stage: 'passkey', outcome: 'UNAUTHORIZED' });
      throw new DomainError('UNAUTHORIZED', 'The admin no longer exists.');
    }
    return c.json(await admitted(c, admin, 'passkey'), 200);
  });

  /**
   * Step 3's checks, for a site or an office: the verification token is valid, from this client, not
   * used (spent here, atomically), and the admin may choose what was chosen (`allowed`). Audited.
   */
  async function verifiedChoice(c: Context, verificationToken: string, chosen: { stage: 'login'; corporationCode: string; siteCode: string | null }, allowed: (adminId: string) => Promise<boolean>): Promise<string> {
    const verified = await signer.verify(verificationToken, 'admin-verify');
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
    if (!(await allowed(adminId))) {
      await audit(c, { ...chosen, adminId, outcome: 'SITE_NOT_ALLOWED' });
      throw new DomainError('SITE_NOT_ALLOWED', 'This admin may not choose that.');
    }
    // The client that verified, and only it (its trusted-device cookie), logs in with the token.
    const device = deviceOf(await trustedDevice(c, signer, 'admin'), adminId);
    if (verified.token.dev === undefined || device?.deviceId !== verified.token.dev) {
      await audit(c, { ...chosen, adminId, outcome: 'UNAUTHORIZED' });
      throw new DomainError('UNAUTHORIZED', 'This verification was made on another client; verify again here.');
    }
    // The token starts one session: spent here, atomically, so a second use (a copy, a replay, two at
    // once) finds it spent. A choice refused above leaves it for another try within its minutes.
    if (!(await spendToken(db, verified.token, deps.now()))) {
      await audit(c, { ...chosen, adminId, outcome: 'UNAUTHORIZED' });
      throw new DomainError('UNAUTHORIZED', 'This verification was used already; verify again.');
    }
    return adminId;
  }

  app.openapi(officeLoginRoute, async (c) => {
    const body = c.req.valid('json');
    const chosen = { stage: 'login' as const, corporationCode: body.corporationCode, siteCode: null };
    const adminId = await verifiedChoice(c, body.verificationToken, chosen, async (id) => (await findAdminOffice(db, id, body.corporationCode)) !== undefined);
    const tokens = await sessions.start({ kind: 'admin', id: adminId, corporationCode: body.corporationCode, siteCode: null });
    await audit(c, { ...chosen, adminId, outcome: AUDIT_SUCCESS });
    return c.json(tokens satisfies AdminSession, 200);
  });

  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const chosen = { stage: 'login' as const, corporationCode: body.corporationCode, siteCode: body.siteCode };
    const adminId = await verifiedChoice(c, body.verificationToken, chosen, async (id) => (await findAdminSite(db, id, body.corporationCode, body.siteCode)) !== undefined);
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
      // The session lasts while the admin still exists and may still choose the session's site (or office).
      async extras(subject) {
        if (!subject.corporationCode) return null;
        if (!subject.siteCode) return (await findAdminOffice(db, subject.id, subject.corporationCode)) ? {} : null;
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
