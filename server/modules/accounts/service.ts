/**
 * The account lifecycle after verification: create the account (one per person, by CI), reissue a
 * temporary password by SMS, change the phone number, change the password, cancel the account, and
 * purge what a cancelled account kept once the law no longer asks for it.
 *
 * Cancellation (docs/accounts.md): the login goes at once (phone, password, CI, sessions), and so
 * does what only the worker needed (agreements, inquiries, unused QR codes, verification flows).
 * The employer's records the law requires (employment contracts and the wage ledger: attendance and
 * pay, 3 years, Labour Standards Act §42; tax withholding, 5 years, Framework Act on National Taxes
 * §85-3) stay with the name, birth date and the encrypted registration number, unlinked from any
 * login, until `retain_until`; then purgeRetainedAccounts blanks those too.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { AppLanguage } from '#contract/account-contract.ts';
import { maskRrn, maskPhoneNumber, rrnFacts } from '#contract/identity-rules.ts';
import { formatPhone, normalizeAddress } from '#contract/input-rules.ts';
import type { AccountSummary } from '#contract/api-accounts.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';
import type { SmsSender } from '../../providers/types.ts';
import type { UserRow } from '../../db/schema.ts';
import { joinClaimOf, useFlow, verificationInvalid, verifiedIdentityOf, type FlowRow, type IdentityDeps } from '../identity/service.ts';
import { hashPassword, type ScryptParams } from '../auth/passwords.ts';
import { removeWorkerPasskeys } from '../auth/passkeys.ts';
import { seoulDateOf } from '#contract/seoul-time.ts';
import { currentPolicies } from '../policies/service.ts';
import type { HomeProjectSetting } from '#contract/api-projects.ts';
import type { WorkerProject } from '#contract/api-projects.ts';
import { photoRecordedAt } from '../contracts/photos.ts';
import { selectAccountPhone, selectHomeProjectSetting, selectWorkerProjects, setPassword, updateAddress, updateHomeProject, updateLanguage } from './queries.ts';

/** The longest the law asks an employer to keep a cancelled worker's records (tax: 5 years). */
const RETENTION_YEARS = 5;
const TEMPORARY_PASSWORD_LENGTH = 12;

/**
 * The stored password of an account the site registered (decision 079) until the person sets one: not
 * a hash, so no password matches it.
 */
export const UNSET_PASSWORD = '!unset';

function phoneTaken(): DomainError {
  return new DomainError('PHONE_TAKEN', 'This mobile number belongs to another account.');
}

/** Ends every session of a worker (password or phone changed, account cancelled). */
export async function revokeUserSessions(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The ids of the current policies agreed to (at sign-up, or with a first password); every required one must be. */
export async function agreedPolicies(db: Db, now: Date, agreements: readonly string[]): Promise<string[]> {
  const policies = await currentPolicies(db, seoulDateOf(now).toString());
  const accepted = new Set(agreements);
  if (policies.some((policy) => policy.required && !accepted.has(policy.id))) {
    throw new DomainError('BAD_REQUEST', 'Every required agreement must be accepted.', { fields: { agreements: 'agreementsRequired' } });
  }
  return policies.filter((policy) => accepted.has(policy.id)).map((policy) => policy.id);
}

/** The policies a sign-up agrees to: the version of each kind in force on `day` (yyyy-mm-dd). */
export async function createAccount(
  deps: IdentityDeps & { passwordParams: ScryptParams },
  flow: FlowRow,
  input: { password: string; agreements: string[] },
): Promise<{ userId: string; phone: string }> {
  const claim = joinClaimOf(deps, flow);
  const identity = verifiedIdentityOf(deps, flow);
  const facts = rrnFacts(claim.rrn);
  if (!facts) throw verificationInvalid();
  const now = deps.now();
  const agreed = await agreedPolicies(deps.db, now, input.agreements);
  const passwordHash = await hashPassword(input.password, deps.passwordParams);
  const userId = randomUUID();

  await deps.db.transaction().execute(async (trx) => {
    if (!(await useFlow(trx, flow.id, now))) throw verificationInvalid();
    const holder = await trx.selectFrom('users').select('id').where('ci', '=', identity.ci).executeTakeFirst();
    if (holder) throw new DomainError('ACCOUNT_EXISTS', 'This person already has an account.');
    const phoneHolder = await trx.selectFrom('users').select('id').where('phone', '=', identity.phone).executeTakeFirst();
    if (phoneHolder) throw phoneTaken();
    await trx
      .insertInto('users')
      .values({
        id: userId,
        phone: identity.phone,
        name: claim.name,
        password_hash: passwordHash,
        yn_convert_password: 'Y',
        home_project_code: null,
        birth_date: claim.birthDate,
        rrn_encrypted: deps.cipher.seal(claim.rrn, 'users.rrn'),
        rrn_masked: maskRrn(claim.rrn),
        ci: identity.ci,
        gender: facts.gender,
        nationality: claim.nationality,
        language: claim.language,
      })
      .execute();
    if (agreed.length > 0) {
      await trx.insertInto('user_agreements').values(agreed.map((policyId) => ({ user_id: userId, policy_id: policyId, agreed_at: now }))).execute();
    }
  });
  return { userId, phone: identity.phone };
}

/** A temporary password that passes the password rules: letters, digits and a symbol, no look-alikes. */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
  const digits = '23456789';
  const symbols = '!@#$%*';
  const pick = (set: string) => set.charAt(randomInt(set.length));
  const chars = [pick(symbols), pick(digits), pick(digits), ...Array.from({ length: TEMPORARY_PASSWORD_LENGTH - 3 }, () => pick(letters + digits))];
  // Shuffle so the symbol and digits are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

const TEMPORARY_PASSWORD_TEXT: Record<AppLanguage, (password: string) => string> = {
  ko: (password) => `[WFM] 임시 비밀번호는 ${password} 입니다. 로그인한 뒤 비밀번호를 바로 변경해 주세요.`,
  en: (password) => `[WFM] Your temporary password is ${password}. Log in and change your password right away.`,
  'zh-Hans': (password) => `[WFM] 您的临时密码是 ${password}。登录后请立即修改密码。`,
  vi: (password) => `[WFM] Mật khẩu tạm thời của bạn là ${password}. Hãy đăng nhập và đổi mật khẩu ngay.`,
};

/**
 * Recovery: a temporary password for the verified worker, sent by SMS to the registered number; the
 * next login must change it (ynConvertPassword N). Every session and every passkey ends (decision 092).
 */
export async function reissuePassword(
  deps: IdentityDeps & { passwordParams: ScryptParams; sms: SmsSender },
  flow: FlowRow,
): Promise<{ sentTo: string; userId: string }> {
  verifiedIdentityOf(deps, flow);
  const user = flow.user_id === null ? undefined : await deps.db.selectFrom('users').selectAll().where('id', '=', flow.user_id).where('cancelled_at', 'is', null).executeTakeFirst();
  if (!user?.phone) throw verificationInvalid();
  const password = temporaryPassword();
  const hash = await hashPassword(password, deps.passwordParams);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await useFlow(trx, flow.id, now))) throw verificationInvalid();
    await trx.updateTable('users').set({ password_hash: hash, yn_convert_password: 'N' }).where('id', '=', user.id).execute();
    await revokeUserSessions(trx, user.id, now);
    await removeWorkerPasskeys(trx, user.id);
  });
  // After the commit: a failed send leaves a password nobody knows, and the worker simply asks again.
  await deps.sms.send(user.phone, TEMPORARY_PASSWORD_TEXT[user.language](password));
  return { sentTo: maskPhoneNumber(user.phone), userId: user.id };
}

/** The verified number becomes the worker's login (recovery or a logged-in change). Every session ends. */
export async function changePhone(deps: IdentityDeps, flow: FlowRow): Promise<{ phone: string }> {
  const identity = verifiedIdentityOf(deps, flow);
  if (flow.user_id === null) throw verificationInvalid();
  const userId = flow.user_id;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await useFlow(trx, flow.id, now))) throw verificationInvalid();
    const holder = await trx.selectFrom('users').select('id').where('phone', '=', identity.phone).where('id', '!=', userId).executeTakeFirst();
    if (holder) throw phoneTaken();
    const changed = await trx.updateTable('users').set({ phone: identity.phone }).where('id', '=', userId).where('cancelled_at', 'is', null).returning('id').executeTakeFirst();
    if (!changed) throw verificationInvalid();
    await revokeUserSessions(trx, userId, now);
  });
  return { phone: identity.phone };
}

/** Cancels an account: see the module comment for what goes and what stays. */
/** A new password (voluntary, or the forced change): every session and every passkey of the account end with it (decision 092). */
export async function changePassword(deps: { db: Db; passwordParams: ScryptParams }, userId: string, password: string, now: Date): Promise<void> {
  const hash = await hashPassword(password, deps.passwordParams);
  await deps.db.transaction().execute(async (trx) => {
    await setPassword(trx, userId, hash);
    await revokeUserSessions(trx, userId, now);
    await removeWorkerPasskeys(trx, userId);
  });
}

export async function cancelAccount(db: Db, userId: string, now: Date): Promise<void> {
  // 29 February + n years that is no leap year: 28 February (Temporal keeps the day within the month).
  const retainUntil = seoulDateOf(now).add({ years: RETENTION_YEARS }).toString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        phone: null,
        // Not a scrypt hash: no password verifies against it.
        password_hash: '!cancelled',
        ci: null,
        yn_convert_password: 'Y',
        cancelled_at: now,
        retain_until: retainUntil,
      })
      .where('id', '=', userId)
      .execute();
    await revokeUserSessions(trx, userId, now);
    await removeWorkerPasskeys(trx, userId);
    await trx.deleteFrom('user_agreements').where('user_id', '=', userId).execute();
    await trx.deleteFrom('qna_inquiries').where('user_id', '=', userId).execute();
    await trx.deleteFrom('qr_codes').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx.deleteFrom('identity_flows').where('user_id', '=', userId).execute();
    // The face for the gate and the photo of the training card were only for working (decisions 080, 076).
    await trx.deleteFrom('worker_photos').where('user_id', '=', userId).execute();
    await trx.deleteFrom('safety_training_photos').where('user_id', '=', userId).execute();
    // The numbers a site changed (decision 082) are personal data.
    await trx.deleteFrom('phone_changes').where('user_id', '=', userId).execute();
  });
}

/** Cancelled accounts past their retention: the last personal data goes (the records stay, anonymous). */
export async function purgeRetainedAccounts(db: Db, now: Date): Promise<number> {
  const today = seoulDateOf(now).toString();
  const rows = await db
    .updateTable('users')
    .set({ name: '(deleted)', rrn_encrypted: null, rrn_masked: null, gender: null, nationality: null, address: null })
    .where('cancelled_at', 'is not', null)
    .where('retain_until', '<', today)
    .where('rrn_encrypted', 'is not', null)
    .returning('id')
    .execute();
  // The pay account was kept for the last pay; it goes with the rest.
  if (rows.length > 0) await db.deleteFrom('pay_accounts').where('user_id', 'in', rows.map((row) => row.id)).execute();
  return rows.length;
}

/** The login number of the account a verified recovery flow found; a flow without one is not valid. */
export async function recoveryPhone(db: Db, flow: FlowRow): Promise<string> {
  const user = flow.user_id === null ? undefined : await selectAccountPhone(db, flow.user_id);
  if (!user?.phone || flow.verified_at === null) throw verificationInvalid();
  return user.phone;
}

/** The worker's own account as GET /account answers it (registration number masked). */
export async function accountSummary(db: Db, user: UserRow): Promise<AccountSummary> {
  return accountSummaryOf(user, await photoRecordedAt(db, user.id));
}

function accountSummaryOf(user: UserRow, photoTakenAt: string | null): AccountSummary {
  return {
    name: user.name,
    phone: formatPhone(user.phone ?? ''),
    birthDate: user.birth_date,
    rrnMasked: user.rrn_masked,
    nationality: user.nationality,
    language: user.language,
    joinedAt: user.created_at.toISOString(),
    address: user.address,
    photoTakenAt,
  };
}

/**
 * The address the worker's contracts print from now on (checked by AddressRequestSchema), stored
 * trimmed with each run of spaces as one. Contracts already signed keep the address they were signed
 * with (contract_signatures.worker_address).
 */
export async function setAddress(db: Db, user: UserRow, address: string): Promise<AccountSummary> {
  const normalized = normalizeAddress(address);
  await updateAddress(db, user.id, normalized);
  return accountSummary(db, { ...user, address: normalized });
}

export async function setLanguage(db: Db, userId: string, language: AppLanguage): Promise<void> {
  await updateLanguage(db, userId, language);
}

/** The projects of the worker's contracts, the home one marked. */
export async function workerProjects(db: Db, userId: string, homeCode: string | null): Promise<WorkerProject[]> {
  return selectWorkerProjects(db, userId, homeCode);
}

/** Only a project of one of the worker's contracts can be home: else SITE_NOT_ALLOWED. */
export async function chooseHomeProject(db: Db, user: { id: string; home_project_code: string | null }, projectCode: string): Promise<void> {
  const allowed = (await selectWorkerProjects(db, user.id, user.home_project_code)).some((project) => project.projectCode === projectCode);
  if (!allowed) throw new DomainError('SITE_NOT_ALLOWED', 'This project is not one of your contracts.');
  await updateHomeProject(db, user.id, projectCode);
}

/** The home project with its customer and corporation; null while the worker has none. */
export async function homeProjectSetting(db: Db, projectCode: string | null): Promise<HomeProjectSetting | null> {
  return (projectCode ? await selectHomeProjectSetting(db, projectCode) : undefined) ?? null;
}
