/**
 * A password set with a texted code, for two purposes:
 * - `recovery`: a forgotten password where the server has no identity provider (issue 31,
 *   IDENTITY_PROVIDER=none), for an account with a password;
 * - `firstPassword`: the first password of an account the site registered (issue 33, decision 079), on
 *   any server, with the agreements a sign-up gives.
 * The registered phone number and the birth date, a six-digit code texted to that number, then the
 * code with a new password. The code proves the phone; the birth date keeps a stranger who knows the
 * number from even sending it. A code works only for the purpose it was sent for. Only the code's hash is kept (migration 024); it lasts 5 minutes,
 * allows 5 wrong tries, each counted by one atomic UPDATE before the comparison (parallel guesses get
 * no extra tries), and works once. A request naming no account gets a row whose code nobody was sent
 * and the same answer, so the answer does not tell whether the number has an account.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppLanguage } from '#contract/account-contract.ts';
import { maskPhoneNumber } from '#contract/identity-rules.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';
import { isUuid } from '../../keyset-cursor.ts';
import type { SmsSender } from '../../providers/types.ts';
import { hashPassword, type ScryptParams } from '../auth/passwords.ts';
import { newOneTimeCode, oneTimeCodeHash, oneTimeCodeMatches } from '../auth/one-time-codes.ts';
import { LOGIN_LIMITS } from '../auth/throttle-policy.ts';
import { ADMIN_CODE_TTL_SECONDS } from '../auth/tokens.ts';
import { removeWorkerPasskeys } from '../auth/passkeys.ts';
import { agreedPolicies, revokeUserSessions, UNSET_PASSWORD } from './service.ts';

/** What a texted code may do; `phoneChange` is the site's change of a worker's number (decision 082: contracts/phone-change.ts). */
export type CodePurpose = 'recovery' | 'firstPassword' | 'phoneChange';
export type PasswordPurpose = Exclude<CodePurpose, 'phoneChange'>;

/** As long as the admin's code: five minutes. */
export const RECOVERY_CODE_TTL_SECONDS = ADMIN_CODE_TTL_SECONDS;

const CODE_TEXT: Record<PasswordPurpose, Record<AppLanguage, (code: string) => string>> = {
  recovery: {
  ko: (code) => `[WFM] 비밀번호 재설정 인증번호는 ${code} 입니다. 5분 안에 입력하세요. 요청한 적이 없다면 입력하지 마세요.`,
  en: (code) => `[WFM] Your password reset code is ${code}. Enter it within 5 minutes. If you did not ask for it, do not enter it.`,
  'zh-Hans': (code) => `[WFM] 您的密码重置验证码是 ${code}。请在5分钟内输入。如果不是您本人申请的，请不要输入。`,
  vi: (code) => `[WFM] Mã đặt lại mật khẩu của bạn là ${code}. Hãy nhập trong vòng 5 phút. Nếu bạn không yêu cầu, đừng nhập mã này.`,
  },
  firstPassword: {
    ko: (code) => `[WFM] 비밀번호 설정 인증번호는 ${code} 입니다. 5분 안에 입력하세요. 요청한 적이 없다면 입력하지 마세요.`,
    en: (code) => `[WFM] Your code to set your password is ${code}. Enter it within 5 minutes. If you did not ask for it, do not enter it.`,
    'zh-Hans': (code) => `[WFM] 您设置密码的验证码是 ${code}。请在5分钟内输入。如果不是您本人申请的，请不要输入。`,
    vi: (code) => `[WFM] Mã để đặt mật khẩu của bạn là ${code}. Hãy nhập trong vòng 5 phút. Nếu bạn không yêu cầu, đừng nhập mã này.`,
  },
};

export function codeExpired(): DomainError {
  return new DomainError('RECOVERY_CODE_EXPIRED', 'The code has expired, was used or was tried too often; ask for a new one.');
}

/**
 * Sends a code to `phone` when it and `birthDate` name an account the purpose fits (with a password
 * for `recovery`, without one for `firstPassword`; else sends nothing), and answers the code's token
 * either way.
 */
export async function sendPasswordCode(
  deps: { db: Db; now: () => Date; sms: SmsSender },
  purpose: PasswordPurpose,
  input: { phone: string; birthDate: string },
): Promise<{ codeToken: string; sentTo: string; expiresInSeconds: number }> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('phone', '=', input.phone)
    .where('birth_date', '=', input.birthDate)
    .where('cancelled_at', 'is', null)
    .where('password_hash', purpose === 'firstPassword' ? '=' : '<>', UNSET_PASSWORD)
    .executeTakeFirst();
  const { id, code } = await storeCode(deps.db, deps.now(), { userId: user?.id ?? null, purpose });
  if (user) await deps.sms.send(input.phone, CODE_TEXT[purpose][user.language](code));
  return { codeToken: id, sentTo: maskPhoneNumber(input.phone), expiresInSeconds: RECOVERY_CODE_TTL_SECONDS };
}

/**
 * Keeps a new code's hash for its purpose and answers the code to text. With no account (`userId`
 * null) the hash is of a code nobody knows, so every try fails as a wrong code would. A `phoneChange`
 * code also keeps the new number and the admin who asked.
 */
export async function storeCode(
  db: Db,
  now: Date,
  row: { userId: string | null; purpose: CodePurpose; phone?: string; requestedBy?: string },
): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = newOneTimeCode();
  const codeHash = row.userId === null ? oneTimeCodeHash(id, randomBytes(16).toString('hex')) : oneTimeCodeHash(id, code);
  await db
    .insertInto('recovery_codes')
    .values({
      id,
      user_id: row.userId,
      code_hash: codeHash,
      expires_at: new Date(now.getTime() + RECOVERY_CODE_TTL_SECONDS * 1000),
      created_at: now,
      purpose: row.purpose,
      phone: row.phone ?? null,
      requested_by: row.requestedBy ?? null,
    })
    .execute();
  return { id, code };
}

/**
 * Counts one try of a code for its purpose (one atomic UPDATE before the comparison, so parallel
 * guesses get no extra tries) and answers its row when the code matches; RECOVERY_CODE_EXPIRED when it
 * expired, was used, was tried too often or is for another purpose, RECOVERY_CODE_WRONG when it does
 * not match. The caller spends it with `useCode` in the transaction that acts on it.
 */
export async function tryCode(
  db: Db,
  now: Date,
  input: { codeToken: string; code: string; purpose: CodePurpose },
): Promise<{ userId: string; phone: string | null; requestedBy: string | null }> {
  if (!isUuid(input.codeToken)) throw codeExpired();
  const tried = await db
    .updateTable('recovery_codes')
    .set({ tries: sql<number>`tries + 1` })
    .where('id', '=', input.codeToken)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('tries', '<', LOGIN_LIMITS.triesPerCode)
    .where('purpose', '=', input.purpose)
    .returning(['code_hash', 'user_id', 'phone', 'requested_by'])
    .executeTakeFirst();
  if (!tried) throw codeExpired();
  if (!oneTimeCodeMatches(input.codeToken, input.code, tried.code_hash) || tried.user_id === null) {
    throw new DomainError('RECOVERY_CODE_WRONG', 'The code does not match.');
  }
  return { userId: tried.user_id, phone: tried.phone, requestedBy: tried.requested_by };
}

/** Spends a code inside the transaction that acts on it: of two right answers at once, only one acts. */
export async function useCode(trx: Db, codeToken: string, now: Date): Promise<void> {
  const used = await trx.updateTable('recovery_codes').set({ used_at: now }).where('id', '=', codeToken).where('used_at', 'is', null).returning('id').executeTakeFirst();
  if (!used) throw codeExpired();
}

/**
 * Spends the code and sets the new password (no forced change after: the worker chose it). Every
 * session of the account ends. A first password also records the agreements (every required current
 * policy, else 400 `fields.agreements`), and only while the account has none. Answers the number to
 * log in with.
 */
export async function setPasswordWithCode(
  deps: { db: Db; now: () => Date; passwordParams: ScryptParams },
  purpose: PasswordPurpose,
  input: { codeToken: string; code: string; password: string; agreements?: readonly string[] },
): Promise<{ phone: string }> {
  const now = deps.now();
  const agreed = purpose === 'firstPassword' ? await agreedPolicies(deps.db, now, input.agreements ?? []) : [];
  const { userId } = await tryCode(deps.db, now, { codeToken: input.codeToken, code: input.code, purpose });
  const hash = await hashPassword(input.password, deps.passwordParams);
  return deps.db.transaction().execute(async (trx) => {
    await useCode(trx, input.codeToken, now);
    const user = await trx
      .updateTable('users')
      .set({ password_hash: hash, yn_convert_password: 'Y' })
      .where('id', '=', userId)
      .where('cancelled_at', 'is', null)
      .where('password_hash', purpose === 'firstPassword' ? '=' : '<>', UNSET_PASSWORD)
      .returning('phone')
      .executeTakeFirst();
    if (!user?.phone) throw codeExpired();
    if (agreed.length > 0) await trx.insertInto('user_agreements').values(agreed.map((policyId) => ({ user_id: userId, policy_id: policyId, agreed_at: now }))).execute();
    await revokeUserSessions(trx, userId, now);
    // A new password ends the passkeys too (decision 092).
    await removeWorkerPasskeys(trx, userId);
    return { phone: user.phone };
  });
}

/** Drops codes a day after they expired. */
export async function pruneRecoveryCodes(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('recovery_codes')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}
