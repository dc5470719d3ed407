/**
 * Registering a person without an account at the site (issue 33, decision 079): the admin, with the
 * person and the ID card in front of them, types the name, the mobile number and the registration
 * number from the card; birth date, gender and nationality come from the number, and the ID check is
 * recorded with it. The account has no password yet (UNSET_PASSWORD, which no password matches): a
 * text in the person's language says how to set one (/firstLogin: the number, the birth date, a
 * texted code, the password and the agreements). A text that could not be sent registers nobody
 * (the account is removed again; SMS_NOT_SENT: try again).
 *
 * One account per person: a number already registered (decrypting the few accounts born the same
 * day, the only way to compare numbers sealed with a random nonce) answers 409 ACCOUNT_EXISTS with
 * `fields.rrn = rrnRegistered`, and never says under which phone.
 */
import { randomUUID } from 'node:crypto';
import type { AppLanguage } from '#contract/account-contract.ts';
import type { InvitationSent, WorkerLookup, WorkerRegistration } from '#contract/api-employment.ts';
import { maskPhoneNumber, maskRrn, normalizeName, normalizeRrn, rrnFacts } from '#contract/identity-rules.ts';
import { normalizePhone } from '#contract/input-rules.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { AdminAuth, AppDeps } from '../../deps.ts';
import { badRequest, DomainError } from '../../domain-error.ts';
import { UNSET_PASSWORD } from '../accounts/service.ts';
import { takeAttempt } from '../auth/throttle.ts';
import { siteOfficeOf } from './employed-at.ts';
import { findWorker } from './employment.ts';

/** Where the text sends the person: the app's page that sets the first password. */
export const FIRST_PASSWORD_PATH = '/firstLogin';

const INVITATION_TEXT: Record<AppLanguage, (site: string, link: string) => string> = {
  ko: (site, link) => `[WFM] ${site} 현장에서 회원으로 등록했습니다. ${link} 에서 휴대폰 번호와 생년월일로 비밀번호를 설정하세요.`,
  en: (site, link) => `[WFM] ${site} registered you as a worker. Set your password at ${link} with your mobile number and birth date.`,
  'zh-Hans': (site, link) => `[WFM] ${site} 已将您登记为工人。请在 ${link} 用手机号和出生日期设置密码。`,
  vi: (site, link) => `[WFM] Công trường ${site} đã đăng ký cho bạn. Hãy đặt mật khẩu tại ${link} bằng số điện thoại và ngày sinh.`,
};

function invitationText(language: AppLanguage, siteName: string, origin: string): string {
  return INVITATION_TEXT[language](siteName, `${origin}${FIRST_PASSWORD_PATH}`);
}

/** Texts again to one number per 15 minutes (as the texted codes). */
const INVITATIONS_PER_PHONE = 3;

const phoneTaken = () => new DomainError('PHONE_TAKEN', 'This mobile number belongs to another account.');

/** Whether an account (not cancelled) already holds this registration number. */
async function numberRegistered(deps: Pick<AppDeps, 'db' | 'cipher'>, db: Db, rrn: string, birthDate: string): Promise<boolean> {
  const rows = await db.selectFrom('users').select('rrn_encrypted').where('birth_date', '=', birthDate).where('cancelled_at', 'is', null).where('rrn_encrypted', 'is not', null).execute();
  return rows.some((row) => row.rrn_encrypted !== null && deps.cipher.open(row.rrn_encrypted, 'users.rrn') === rrn);
}

/**
 * Registers the person and texts them how to set a password; answers them as the admin's lookup
 * does. `origin`: the app's address the text links to (PUBLIC_ORIGIN, else the request's).
 */
export async function registerWorker(deps: AppDeps, auth: AdminAuth, input: WorkerRegistration, origin: string): Promise<WorkerLookup> {
  const rrn = normalizeRrn(input.rrn);
  const facts = rrnFacts(rrn);
  if (!facts) throw badRequest({ rrn: 'rrnFormat' });
  const phone = normalizePhone(input.phone);
  const now = deps.now();
  const id = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const holder = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      if (holder) throw phoneTaken();
      if (await numberRegistered(deps, trx, rrn, facts.birthDate)) {
        throw new DomainError('ACCOUNT_EXISTS', 'This person already has an account under another mobile number.', { fields: { rrn: 'rrnRegistered' } });
      }
      await trx
        .insertInto('users')
        .values({
          id,
          phone,
          name: normalizeName(input.name),
          password_hash: UNSET_PASSWORD,
          yn_convert_password: 'Y',
          home_project_code: null,
          birth_date: facts.birthDate,
          rrn_encrypted: deps.cipher.seal(rrn, 'users.rrn'),
          rrn_masked: maskRrn(rrn),
          gender: facts.gender,
          nationality: facts.nationality,
          language: input.language,
          id_checked_at: now,
          id_checked_by: auth.admin.id,
          registered_at: now,
          registered_by: auth.admin.id,
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_key')) throw phoneTaken();
    throw error;
  }
  try {
    await deps.providers.sms.send(phone, invitationText(input.language, auth.site.siteName, origin));
  } catch (error) {
    // Not inside the transaction: a gateway's seconds of retries would hold it. Untold, the person is not registered.
    await deps.db.deleteFrom('users').where('id', '=', id).where('password_hash', '=', UNSET_PASSWORD).execute();
    throw error;
  }
  return findWorker(deps, auth, phone);
}

/**
 * Sends the text again (lost, or the person waited too long) to a person who has not set a password,
 * when this admin registered them or they have a contract at the admin's site; 404 otherwise, and
 * 409 PASSWORD_ALREADY_SET once they have (they log in, or use "Forgot password").
 */
export async function resendInvitation(deps: AppDeps, auth: AdminAuth, userId: string, origin: string): Promise<InvitationSent> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'phone', 'language', 'password_hash', 'registered_by'])
    .where('id', '=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!user?.phone || !(await siteOfficeOf(deps.db, auth, user))) throw new DomainError('NOT_FOUND', 'The site has no such worker.');
  if (user.password_hash !== UNSET_PASSWORD) throw new DomainError('PASSWORD_ALREADY_SET', 'The worker has set a password already.');
  await takeAttempt(deps, [{ scope: 'sms:phone', key: user.phone, limit: INVITATIONS_PER_PHONE }]);
  await deps.providers.sms.send(user.phone, invitationText(user.language, auth.site.siteName, origin));
  return { sentTo: maskPhoneNumber(user.phone) };
}
