/**
 * A worker's phone number changed by the site (issue 31, decision 082): where the server verifies no
 * identities, a worker whose number changed cannot prove the new one in the app; the site office has
 * the person, their ID card and the new phone in front of it.
 *
 * 1. The admin types the new number: a six-digit code is texted to it (in the worker's language), if
 *    no other account holds it. Only for a worker with a contract at the admin's site, or whom this
 *    admin registered (404 otherwise, as an unknown worker).
 * 2. The person reads the code from the new phone; the admin enters it and confirms the ID card was
 *    checked again. The code works once, for that worker, that number and that admin, for 5 minutes
 *    and 5 tries (the texted-code rules of accounts/recovery-codes.ts). The new number becomes the
 *    login, every session of the worker ends (the old phone is logged out), the change is kept (who,
 *    when, from which number), and both numbers are texted: the old one so that a change the worker
 *    did not ask for does not go unnoticed. A text that could not be sent after the change is said in
 *    the answer (the admin tells the worker), never hidden.
 */
import { randomUUID } from 'node:crypto';
import type { AppLanguage } from '#contract/account-contract.ts';
import type { PhoneChangeCodeSent, WorkerLookup, WorkerPhoneChange, WorkerPhoneChanged } from '#contract/api-employment.ts';
import { maskPhoneNumber } from '#contract/identity-rules.ts';
import { normalizePhone } from '#contract/input-rules.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { RECOVERY_CODE_TTL_SECONDS, storeCode, tryCode, useCode, codeExpired } from '../accounts/recovery-codes.ts';
import { revokeUserSessions } from '../accounts/service.ts';
import { takeAttempt } from '../auth/throttle.ts';
import { siteOfficeOf } from './employed-at.ts';
import { findWorker } from './employment.ts';

/** Codes to one new number per 15 minutes (as every texted code). */
const CODES_PER_PHONE = 3;

const CODE_TEXT: Record<AppLanguage, (site: string, code: string) => string> = {
  ko: (site, code) => `[WFM] ${site} 현장사무소에서 이 번호를 로그인 번호로 바꾸는 인증번호는 ${code} 입니다. 현장사무소에 직접 알려 주세요.`,
  en: (site, code) => `[WFM] Your code to make this number your login at ${site}'s office is ${code}. Tell it only to the site office, in person.`,
  'zh-Hans': (site, code) => `[WFM] 在${site}现场办公室把此号码设为登录号码的验证码是 ${code}。请只当面告诉现场办公室。`,
  vi: (site, code) => `[WFM] Mã để đổi số này thành số đăng nhập tại văn phòng ${site} là ${code}. Chỉ nói mã trực tiếp với văn phòng công trường.`,
};

const OLD_PHONE_TEXT: Record<AppLanguage, (site: string, masked: string) => string> = {
  ko: (site, masked) => `[WFM] ${site} 현장사무소에서 회원님의 로그인 번호를 ${masked}(으)로 바꿨습니다. 요청한 적이 없다면 현장사무소에 바로 알려 주세요.`,
  en: (site, masked) => `[WFM] ${site}'s office changed your login number to ${masked}. If you did not ask for this, tell the site office at once.`,
  'zh-Hans': (site, masked) => `[WFM] ${site}现场办公室已把您的登录号码改为 ${masked}。如果不是您本人申请的，请立即告知现场办公室。`,
  vi: (site, masked) => `[WFM] Văn phòng ${site} đã đổi số đăng nhập của bạn thành ${masked}. Nếu bạn không yêu cầu, hãy báo ngay cho văn phòng công trường.`,
};

const NEW_PHONE_TEXT: Record<AppLanguage, (site: string) => string> = {
  ko: (site) => `[WFM] 이 번호가 회원님의 로그인 번호가 되었습니다(${site}). 기존 비밀번호로 로그인하세요.`,
  en: (site) => `[WFM] This number is now your login (changed at ${site}). Log in with your password as before.`,
  'zh-Hans': (site) => `[WFM] 此号码已成为您的登录号码（${site}）。请用原来的密码登录。`,
  vi: (site) => `[WFM] Số này nay là số đăng nhập của bạn (đổi tại ${site}). Hãy đăng nhập bằng mật khẩu cũ.`,
};

const phoneTaken = () => new DomainError('PHONE_TAKEN', 'This mobile number belongs to another account.');
const noWorker = () => new DomainError('NOT_FOUND', 'The site has no such worker.');

/** The worker whose number the admin may change: a contract at the admin's site, or registered by this admin. */
async function workerOfSite(deps: AppDeps, auth: AdminAuth, userId: string): Promise<{ phone: string; language: AppLanguage }> {
  const user = await deps.db.selectFrom('users').select(['id', 'phone', 'language', 'registered_by']).where('id', '=', userId).where('cancelled_at', 'is', null).executeTakeFirst();
  if (!user?.phone || !(await siteOfficeOf(deps.db, auth, user))) throw noWorker();
  return { phone: user.phone, language: user.language };
}

/** Step 1: texts a code to the new number (400 fields.phone samePhone for the current one; 409 PHONE_TAKEN for another account's). */
export async function sendPhoneChangeCode(deps: AppDeps, auth: AdminAuth, userId: string, newPhone: string): Promise<PhoneChangeCodeSent> {
  const worker = await workerOfSite(deps, auth, userId);
  const phone = normalizePhone(newPhone);
  if (phone === worker.phone) throw badRequest({ phone: 'samePhone' });
  const holder = await deps.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (holder) throw phoneTaken();
  await takeAttempt(deps, [{ scope: 'sms:phone', key: phone, limit: CODES_PER_PHONE }]);
  const { id, code } = await storeCode(deps.db, deps.now(), { userId, purpose: 'phoneChange', phone, requestedBy: auth.admin.id });
  await deps.providers.sms.send(phone, CODE_TEXT[worker.language](auth.site.siteName, code));
  return { codeToken: id, sentTo: maskPhoneNumber(phone), expiresInSeconds: RECOVERY_CODE_TTL_SECONDS };
}

/** Step 2: the code from the new phone makes it the login; every session ends and both numbers are told. */
export async function changeWorkerPhone(deps: AppDeps, auth: AdminAuth, userId: string, input: WorkerPhoneChange): Promise<WorkerPhoneChanged> {
  await workerOfSite(deps, auth, userId);
  const now = deps.now();
  const tried = await tryCode(deps.db, now, { codeToken: input.codeToken, code: input.code, purpose: 'phoneChange' });
  // A code another admin asked for, or for another worker, is no code for this change.
  if (tried.userId !== userId || tried.requestedBy !== auth.admin.id || tried.phone === null) throw codeExpired();
  const newPhone = tried.phone;
  let oldPhone: string;
  let language: AppLanguage;
  try {
    ({ oldPhone, language } = await deps.db.transaction().execute(async (trx) => {
      await useCode(trx, input.codeToken, now);
      const user = await trx.selectFrom('users').select(['phone', 'language']).where('id', '=', userId).where('cancelled_at', 'is', null).forUpdate().executeTakeFirst();
      if (!user?.phone) throw noWorker();
      if (user.phone === newPhone) throw codeExpired();
      await trx.updateTable('users').set({ phone: newPhone, id_checked_at: now, id_checked_by: auth.admin.id }).where('id', '=', userId).execute();
      await trx.insertInto('phone_changes').values({ id: randomUUID(), user_id: userId, old_phone: user.phone, new_phone: newPhone, changed_by: auth.admin.id, changed_at: now }).execute();
      await revokeUserSessions(trx, userId, now);
      return { oldPhone: user.phone, language: user.language };
    }));
  } catch (error) {
    // Another account took the number after the code was sent.
    if (isUniqueViolation(error, 'users_phone_key')) throw phoneTaken();
    throw error;
  }
  const site = auth.site.siteName;
  const [oldPhoneTold, newPhoneTold] = await Promise.all([
    tell(deps, oldPhone, OLD_PHONE_TEXT[language](site, maskPhoneNumber(newPhone))),
    tell(deps, newPhone, NEW_PHONE_TEXT[language](site)),
  ]);
  const worker: WorkerLookup = await findWorker(deps, auth, newPhone);
  return { worker, oldPhoneTold, newPhoneTold };
}

/** A text after the change is done: whether the gateway took it (a failure is answered, not thrown). */
async function tell(deps: AppDeps, phone: string, text: string): Promise<boolean> {
  try {
    await deps.providers.sms.send(phone, text);
    return true;
  } catch (error) {
    // The code only: a gateway's message may carry the number.
    deps.logger.warn({ code: error instanceof DomainError ? error.code : 'UNKNOWN' }, 'a phone change notice was not sent');
    return false;
  }
}
