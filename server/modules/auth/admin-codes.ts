/**
 * The admin's second factor (decision 061): a six-digit one-time code sent by SMS to the admin's
 * registered phone. Only its hash is stored (admin_login_codes); it lasts ADMIN_CODE_TTL_SECONDS,
 * allows LOGIN_LIMITS.triesPerCode wrong tries and works once. Each try is counted by one atomic
 * UPDATE before the comparison, so parallel guesses on any number of replicas get no extra tries.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '#contract/languages.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';
import type { SmsSender } from '../../providers/types.ts';
import { LOGIN_LIMITS } from './throttle-policy.ts';
import { ADMIN_CODE_TTL_SECONDS } from './tokens.ts';
import { newOneTimeCode, oneTimeCodeHash, oneTimeCodeMatches } from './one-time-codes.ts';

/** The SMS, in the language of the login screen (its `locale` cookie). */
const CODE_TEXT: Record<Language, (code: string) => string> = {
  ko: (code) => `[WFM] 관리자 로그인 인증번호는 ${code} 입니다. 5분 안에 입력하세요. 요청한 적이 없다면 입력하지 말고 회사에 알려 주세요.`,
  en: (code) => `[WFM] Your administrator login code is ${code}. Enter it within 5 minutes. If you did not ask for it, do not enter it and tell your company.`,
  'zh-Hans': (code) => `[WFM] 您的管理员登录验证码是 ${code}。请在5分钟内输入。如果不是您本人申请的，请不要输入，并告诉公司。`,
  vi: (code) => `[WFM] Mã đăng nhập quản lý của bạn là ${code}. Hãy nhập trong vòng 5 phút. Nếu bạn không yêu cầu mã này, đừng nhập và hãy báo cho công ty.`,
};


/** Makes a new code for the admin, sends it to `phone` and answers its id and expiry. */
export async function sendAdminCode(
  deps: { db: Db; now: () => Date; sms: SmsSender },
  admin: { id: string; phone: string },
  language: Language,
): Promise<{ codeId: string; expiresAt: Date }> {
  const codeId = randomUUID();
  const code = newOneTimeCode();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + ADMIN_CODE_TTL_SECONDS * 1000);
  await deps.db
    .insertInto('admin_login_codes')
    .values({ id: codeId, admin_id: admin.id, code_hash: oneTimeCodeHash(codeId, code), expires_at: expiresAt, created_at: now })
    .execute();
  await deps.sms.send(admin.phone, CODE_TEXT[language](code));
  return { codeId, expiresAt };
}

function codeExpired(): DomainError {
  return new DomainError('ADMIN_CODE_EXPIRED', 'The code has expired, was used or was tried too often; ask for a new one.');
}

/**
 * Spends `code` on the code `codeId` of `adminId`: resolves when it matches (the code is then used
 * up), else ADMIN_CODE_WRONG, or ADMIN_CODE_EXPIRED once it is out of time, used or out of tries.
 */
export async function useAdminCode(deps: { db: Db; now: () => Date }, codeId: string, adminId: string, code: string): Promise<void> {
  const now = deps.now();
  const tried = await deps.db
    .updateTable('admin_login_codes')
    .set({ tries: sql<number>`tries + 1` })
    .where('id', '=', codeId)
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('tries', '<', LOGIN_LIMITS.triesPerCode)
    .returning(['code_hash'])
    .executeTakeFirst();
  if (!tried) throw codeExpired();
  if (!oneTimeCodeMatches(codeId, code, tried.code_hash)) {
    throw new DomainError('ADMIN_CODE_WRONG', 'The code does not match.');
  }
  const used = await deps.db
    .updateTable('admin_login_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .returning(['id'])
    .executeTakeFirst();
  // Two right answers at once: only one logs in.
  if (!used) throw codeExpired();
}

/** Drops codes a day after they expired (kept that long for an operator's questions). */
export async function pruneAdminCodes(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('admin_login_codes')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}
