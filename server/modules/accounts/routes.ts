/**
 * Accounts (issue 3): sign-up, recovery (temporary password, phone change), the worker's own account
 * (summary, password, phone, language, cancellation) and the project choice.
 * Every call that acts on an account checks the caller: a bearer for the worker's own account, or
 * the secret of a verification flow the server matched to that account.
 */
import type { JoinAnswer, PasswordReissueAnswer, PhoneChangeAnswer, RecoveryCodeSent } from '#contract/api-accounts.ts';
import type { VerificationFlow } from '#contract/api-identity.ts';
import { formatPhone, normalizeOneTimeCode, normalizePhone } from '#contract/input-rules.ts';
import { requireUser } from '../../http/bearer-auth.ts';
import { clientAddress, type AppDeps, type AppEnv } from '../../http/app-context.ts';
import { DomainError } from '../../domain-error.ts';
import {
  accountSummary,
  cancelAccount,
  changePassword,
  changePhone,
  chooseHomeProject,
  createAccount,
  recoveryPhone,
  reissuePassword,
  setAddress,
  setLanguage,
  workerProjects,
} from './service.ts';
import { sendPasswordCode, setPasswordWithCode, type PasswordPurpose } from './recovery-codes.ts';
import { countStart, createFlow, identityDeps, openFlow, verificationInvalid } from '../identity/service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { clearFailures, takeAttempt, type ThrottleRule } from '../auth/throttle.ts';
import { passwordCheckRule } from '../auth/throttle-policy.ts';
import { ApiRoutes, createRoute } from '../../http/api-routes.ts';
import {
  AccountSummarySchema,
  AddressRequestSchema,
  CancelAccountRequestSchema,
  ChangePasswordRequestSchema,
  JoinAnswerSchema,
  JoinRequestSchema,
  LanguageRequestSchema,
  PasswordReissueAnswerSchema,
  PhoneChangeAnswerSchema,
  FirstPasswordRequestSchema,
  RecoveryCodeRequestSchema,
  RecoveryCodeSentSchema,
  RecoveryPasswordRequestSchema,
} from '#contract/api-accounts.ts';
import { HomeProjectRequestSchema, WorkerProjectListSchema } from '#contract/api-projects.ts';
import { EmptySchema, FlowCredentialsSchema, VerificationFlowSchema } from '#contract/api-identity.ts';
import { BEARER_AND_XSRF_SECURITY, BEARER_SECURITY, errors, JPEG, jpegAnswer, json, jsonBody, jsonPost, VERIFICATION_REFUSED } from '../../http/route-parts.ts';
import { workerPhoto } from '../contracts/photos.ts';
import { PayAccountRequestSchema, PayAccountSchema } from '#contract/api-accounts.ts';
import { payAccountOf, setPayAccount } from './pay-account.ts';
import { ApiErrorSchema } from '#contract/api-errors.ts';

/** SMS sends per number and per address, per 15 minutes (wrong current passwords: throttle-policy.ts). */
const ACCOUNT_LIMITS = { smsPerPhone: 3, smsPerAddress: 10 } as const;

const tags = ['account'];
/** A worker's unsafe call: the bearer token and the XSRF pair, all three. */

function wrongPassword(): DomainError {
  return new DomainError('WRONG_PASSWORD', 'The current password does not match.');
}

export function accountRoutes(deps: AppDeps): ApiRoutes<AppEnv> {
  const app = new ApiRoutes<AppEnv>();
  const ids = identityDeps(deps);
  const worker = requireUser(deps, { passwordChanged: true });
  // Changing the password is what a worker with ynConvertPassword N must do; the language too.
  const anyWorker = requireUser(deps, { passwordChanged: false });

  /** Verifies the worker's password; wrong ones count against the account's limit. */
  async function checkPassword(userId: string, passwordHash: string, password: string): Promise<void> {
    const rule = passwordCheckRule(userId);
    const taken = await takeAttempt(deps, [rule]);
    if (!(await verifyPassword(password, passwordHash))) throw wrongPassword();
    await taken.forgive();
    await clearFailures(deps.db, rule);
  }

  /** A texted code for a password (throttled per number and per address as every SMS send). */
  async function sendCode(purpose: PasswordPurpose, body: { phone: string; birthDate: string }, address: string): Promise<RecoveryCodeSent> {
    const phone = normalizePhone(body.phone);
    await takeAttempt(deps, [
      { scope: 'sms:phone', key: phone, limit: ACCOUNT_LIMITS.smsPerPhone },
      { scope: 'sms:address', key: address, limit: ACCOUNT_LIMITS.smsPerAddress },
    ]);
    return sendPasswordCode({ db: deps.db, now: deps.now, sms: deps.providers.sms }, purpose, { phone, birthDate: body.birthDate });
  }

  app.openapi(
    jsonPost({
      path: '/join',
      operationId: 'createAccount',
      tags,
      summary: 'Create the account of a verified sign-up flow',
      description: 'The flow must have passed the real-name check and the phone verification. One account per person (CI): 409 ACCOUNT_EXISTS. A number held by another account: 409 PHONE_TAKEN. Missing required agreements: 400 with fields.agreements = agreementsRequired.',
      body: JoinRequestSchema,
      responses: { 201: json(JoinAnswerSchema, 'Log in with this number.'), ...errors(400, 403, 429, 500), ...VERIFICATION_REFUSED },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const flow = await openFlow(ids, body.flowId, body.flowSecret, ['join']);
      if (flow.verified_at === null) throw verificationInvalid();
      const { phone } = await createAccount({ ...ids, passwordParams: deps.passwordParams }, flow, { password: body.password, agreements: body.agreements });
      return c.json({ phone: formatPhone(phone) } satisfies JoinAnswer, 201);
    },
  );

  app.openapi(
    jsonPost({
      path: '/account/recovery/password',
      operationId: 'sendTemporaryPassword',
      tags,
      summary: 'Send a temporary password to the verified account (forgot password)',
      description: 'The flow must be a verified recovery. The account must change the password at its next login (ynConvertPassword N); its sessions end. SMS sends are throttled per number and per address.',
      body: FlowCredentialsSchema,
      responses: { 200: json(PasswordReissueAnswerSchema, 'Sent.'), ...errors(400, 403, 429, 500, 503), ...VERIFICATION_REFUSED },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const flow = await openFlow(ids, body.flowId, body.flowSecret, ['recovery']);
      const phone = await recoveryPhone(deps.db, flow);
      const rules: ThrottleRule[] = [
        { scope: 'sms:phone', key: phone, limit: ACCOUNT_LIMITS.smsPerPhone },
        { scope: 'sms:address', key: clientAddress(c, deps.config.trustProxyHops), limit: ACCOUNT_LIMITS.smsPerAddress },
      ];
      await takeAttempt(deps, rules);
      const { sentTo } = await reissuePassword({ ...ids, passwordParams: deps.passwordParams, sms: deps.providers.sms }, flow);
      return c.json({ sentTo } satisfies PasswordReissueAnswer, 200);
    },
  );

  app.openapi(
    jsonPost({
      path: '/account/recovery/codes',
      operationId: 'sendRecoveryCode',
      tags,
      summary: 'A forgotten password without an identity provider: text a code to the registered number',
      description:
        'Only where the server has no identity provider (GET /identity/offered: identityVerification false; else 403 FORBIDDEN, recovery goes through verification). When the number and birth date name an account, a six-digit code goes to that number by SMS; the answer is the same when they do not. SMS sends are throttled per number and per address.',
      body: RecoveryCodeRequestSchema,
      responses: { 200: json(RecoveryCodeSentSchema, 'The code token (a code was sent if the number and birth date name an account).'), ...errors(400, 403, 429, 500, 503) },
    }),
    async (c) => {
      if (deps.providers.identity !== null) throw new DomainError('FORBIDDEN', 'This server recovers accounts through identity verification (/identity/flows).');
      return c.json(await sendCode('recovery', c.req.valid('json'), clientAddress(c, deps.config.trustProxyHops)), 200);
    },
  );

  app.openapi(
    jsonPost({
      path: '/account/recovery/codes/password',
      operationId: 'setPasswordWithRecoveryCode',
      tags,
      summary: 'A forgotten password without an identity provider: the texted code and the new password',
      description: 'The code works once, for 5 minutes and 5 tries: 422 RECOVERY_CODE_WRONG, then 410 RECOVERY_CODE_EXPIRED. Every session of the account ends; log in with the answered number and the new password.',
      body: RecoveryPasswordRequestSchema,
      responses: { 200: json(PhoneChangeAnswerSchema, 'Log in with this number and the new password.'), 410: json(ApiErrorSchema, 'RECOVERY_CODE_EXPIRED: ask for a new code.'), 422: json(ApiErrorSchema, 'RECOVERY_CODE_WRONG.'), ...errors(400, 403, 500) },
    }),
    async (c) => {
      if (deps.providers.identity !== null) throw new DomainError('FORBIDDEN', 'This server recovers accounts through identity verification (/identity/flows).');
      const body = c.req.valid('json');
      const { phone } = await setPasswordWithCode({ db: deps.db, now: deps.now, passwordParams: deps.passwordParams }, 'recovery', { ...body, code: normalizeOneTimeCode(body.code) });
      return c.json({ phone: formatPhone(phone) } satisfies PhoneChangeAnswer, 200);
    },
  );

  app.openapi(
    jsonPost({
      path: '/account/firstPassword/codes',
      operationId: 'sendFirstPasswordCode',
      tags,
      summary: 'The first password of an account the site registered: text a code to its number',
      description:
        'On every server (decision 079). When the number and birth date name an account the site registered that has no password yet, a six-digit code goes to that number by SMS; the answer is the same when they do not. SMS sends are throttled per number and per address.',
      body: RecoveryCodeRequestSchema,
      responses: { 200: json(RecoveryCodeSentSchema, 'The code token (a code was sent if the number and birth date name such an account).'), ...errors(400, 429, 500, 503) },
    }),
    async (c) => c.json(await sendCode('firstPassword', c.req.valid('json'), clientAddress(c, deps.config.trustProxyHops)), 200),
  );

  app.openapi(
    jsonPost({
      path: '/account/firstPassword/codes/password',
      operationId: 'setFirstPassword',
      tags,
      summary: 'The first password of an account the site registered: the texted code, the password and the agreements',
      description:
        'The code works once, for 5 minutes and 5 tries: 422 RECOVERY_CODE_WRONG, then 410 RECOVERY_CODE_EXPIRED (also once a password is set). Every required current policy must be agreed to (400 `fields.agreements`: agreementsRequired). Log in with the answered number and the password.',
      body: FirstPasswordRequestSchema,
      responses: { 200: json(PhoneChangeAnswerSchema, 'Log in with this number and the password.'), 410: json(ApiErrorSchema, 'RECOVERY_CODE_EXPIRED: ask for a new code.'), 422: json(ApiErrorSchema, 'RECOVERY_CODE_WRONG.'), ...errors(400, 500) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { phone } = await setPasswordWithCode({ db: deps.db, now: deps.now, passwordParams: deps.passwordParams }, 'firstPassword', { ...body, code: normalizeOneTimeCode(body.code) });
      return c.json({ phone: formatPhone(phone) } satisfies PhoneChangeAnswer, 200);
    },
  );

  app.openapi(
    jsonPost({
      path: '/account/recovery/phone',
      operationId: 'recoverPhone',
      tags,
      summary: 'Make the verified number the login of the verified account (forgot password)',
      body: FlowCredentialsSchema,
      responses: { 200: json(PhoneChangeAnswerSchema, 'Log in with this number.'), ...errors(400, 403, 429, 500), ...VERIFICATION_REFUSED },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const flow = await openFlow(ids, body.flowId, body.flowSecret, ['recovery']);
      const { phone } = await changePhone(ids, flow);
      return c.json({ phone: formatPhone(phone) } satisfies PhoneChangeAnswer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/phone/verification',
      operationId: 'startPhoneChange',
      tags,
      summary: 'Start the verification of a new phone number (logged in)',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { body: jsonBody(EmptySchema) },
      responses: { 201: json(VerificationFlowSchema, 'The flow.'), ...errors(400, 401, 403, 429, 500) },
    }),
    async (c) => {
      await countStart(deps, clientAddress(c, deps.config.trustProxyHops));
      const flow = await createFlow(ids, { purpose: 'changePhone', userId: c.get('user').id });
      return c.json({ flowId: flow.flowId, flowSecret: flow.flowSecret, expiresAt: flow.expiresAt.toISOString() } satisfies VerificationFlow, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/phone',
      operationId: 'changePhone',
      tags,
      summary: 'Make the verified number the login (logged in); every session ends',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { body: jsonBody(FlowCredentialsSchema) },
      responses: { 200: json(PhoneChangeAnswerSchema, 'Log in again with this number.'), ...errors(400, 401, 403, 429, 500), ...VERIFICATION_REFUSED },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const flow = await openFlow(ids, body.flowId, body.flowSecret, ['changePhone']);
      if (flow.user_id !== c.get('user').id) throw verificationInvalid();
      const { phone } = await changePhone(ids, flow);
      return c.json({ phone: formatPhone(phone) } satisfies PhoneChangeAnswer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account',
      operationId: 'getAccount',
      tags,
      summary: "The worker's own account (registration number masked)",
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      responses: { 200: json(AccountSummarySchema, 'The account.'), ...errors(401, 403, 500) },
    }),
    async (c) => c.json(await accountSummary(deps.db, c.get('user')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/photo',
      operationId: 'getAccountPhoto',
      tags,
      summary: "The worker's own face photo for the gate, as a site's admin took it (decision 080)",
      description: 'Never stored by a shared cache (Cache-Control: private, no-store). 404 NOT_FOUND when none was taken.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      responses: { 200: JPEG, 404: json(ApiErrorSchema, 'NOT_FOUND: no photo.'), ...errors(401, 403, 500) },
    }),
    async (c) => jpegAnswer(await workerPhoto(deps.db, c.get('user').id, null)),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/address',
      operationId: 'setAccountAddress',
      tags,
      summary: "The worker's address, which employment contracts print",
      description:
        'Stored trimmed, each run of spaces as one. 400 fields.address: required, tooShort (under 5 characters), tooLong ' +
        '(over 200), controlChars (line breaks, tabs, zero-width or direction marks). Contracts already signed keep the ' +
        'address they were signed with.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { body: jsonBody(AddressRequestSchema) },
      responses: { 200: json(AccountSummarySchema, 'The account with its new address.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await setAddress(deps.db, c.get('user'), c.req.valid('json').address), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/payAccount',
      operationId: 'getPayAccount',
      tags,
      summary: "Where the worker's pay goes: the bank, the account masked, the holder",
      description: '204 without a body while the worker has entered none.',
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      responses: { 200: json(PayAccountSchema, 'The account, masked.'), 204: { description: 'No pay account yet.' }, ...errors(401, 403, 500) },
    }),
    async (c) => {
      const account = await payAccountOf(deps.db, c.get('user').id);
      return account ? c.json(account, 200) : c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/payAccount',
      operationId: 'setPayAccount',
      tags,
      summary: "Set where the worker's pay goes",
      description: 'Sealed at rest; answered masked (only the payroll office’s bank transfer file has it in full). 400 fields.bankCode: bank; fields.accountNumber: required, format (10 to 16 digits); fields.holder: the name rule’s codes.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { body: jsonBody(PayAccountRequestSchema) },
      responses: { 200: json(PayAccountSchema, 'The account, masked.'), ...errors(400, 401, 403, 500) },
    }),
    async (c) => c.json(await setPayAccount(deps, c.get('user').id, c.req.valid('json'), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/password',
      operationId: 'changePassword',
      tags,
      summary: 'Change the password (voluntary, or forced by ynConvertPassword N); every session ends',
      description: 'A wrong current password: 422 WRONG_PASSWORD (5 per 15 minutes per account, then 429). The same password again: 400 passwordSame.',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [anyWorker] as const,
      request: { body: jsonBody(ChangePasswordRequestSchema) },
      responses: { 204: { description: 'Changed; log in again.' }, ...errors(400, 401, 403, 429, 500), ...VERIFICATION_REFUSED },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      await checkPassword(user.id, user.password_hash, body.currentPassword);
      await changePassword({ db: deps.db, passwordParams: deps.passwordParams }, user.id, body.newPassword, deps.now());
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/cancel',
      operationId: 'cancelAccount',
      tags,
      summary: 'Cancel the account (precautions confirmed, password re-entered)',
      description: 'The login, sessions, agreements, inquiries and verification flows go at once; the work and pay records the law requires are kept, unlinked from any login, for 5 years (docs/accounts.md).',
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { body: jsonBody(CancelAccountRequestSchema) },
      responses: { 204: { description: 'Cancelled.' }, ...errors(400, 401, 403, 429, 500), ...VERIFICATION_REFUSED },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      await checkPassword(user.id, user.password_hash, body.password);
      await cancelAccount(deps.db, user.id, deps.now());
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/language',
      operationId: 'setAccountLanguage',
      tags,
      summary: "The account's language (SMS texts)",
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [anyWorker] as const,
      request: { body: jsonBody(LanguageRequestSchema) },
      responses: { 204: { description: 'Saved.' }, ...errors(400, 401, 403, 500) },
    }),
    async (c) => {
      await setLanguage(deps.db, c.get('user').id, c.req.valid('json').language);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users/projects',
      operationId: 'listWorkerProjects',
      tags: ['users'],
      summary: "The projects of the worker's contracts, the home one marked",
      security: BEARER_SECURITY,
      middleware: [worker] as const,
      responses: { 200: json(WorkerProjectListSchema, 'The projects.'), ...errors(401, 403, 500) },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json({ items: await workerProjects(deps.db, user.id, user.home_project_code) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/users/homeProject',
      operationId: 'setHomeProject',
      tags: ['users'],
      summary: 'Choose the home project (home, QR codes and the project shown follow it)',
      description: "Only a project of one of the worker's contracts: otherwise 403 SITE_NOT_ALLOWED.",
      security: BEARER_AND_XSRF_SECURITY,
      middleware: [worker] as const,
      request: { body: jsonBody(HomeProjectRequestSchema) },
      responses: { 204: { description: 'Saved.' }, ...errors(400, 401, 403, 500) },
    }),
    async (c) => {
      const user = c.get('user');
      const code = c.req.valid('json').projectCode;
      await chooseHomeProject(deps.db, user, code);
      return c.body(null, 204);
    },
  );

  return app;
}
