/**
 * The worker's pay account (issue 34): where the employer sends the pay. The number is sealed with
 * the data key ('pay_accounts.account', re-sealed with the key as the registration number is) and
 * answered masked; only the payroll office's bank transfer file opens it (office/files.ts).
 */
import type { PayAccount, PayAccountRequest } from '#contract/api-accounts.ts';
import { bankName, maskAccountNumber, normalizeAccountNumber } from '#contract/banks.ts';
import { normalizeName } from '#contract/identity-rules.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import type { Db } from '../../db/database.ts';
import type { DataCipher } from '../../db/data-cipher.ts';

export async function payAccountOf(db: Db, userId: string): Promise<PayAccount | undefined> {
  const row = await db.selectFrom('pay_accounts').select(['bank_code', 'account_masked', 'holder', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return { bankCode: row.bank_code, bankName: bankName(row.bank_code) ?? row.bank_code, accountMasked: row.account_masked, holder: row.holder, updatedAt: formatSeoulIso(row.updated_at) };
}

export async function setPayAccount(deps: { db: Db; cipher: DataCipher }, userId: string, request: PayAccountRequest, now: Date): Promise<PayAccount> {
  const digits = normalizeAccountNumber(request.accountNumber);
  const row = {
    bank_code: request.bankCode,
    account_encrypted: deps.cipher.seal(digits, 'pay_accounts.account'),
    account_masked: maskAccountNumber(digits),
    holder: normalizeName(request.holder),
    updated_at: now,
  };
  await deps.db
    .insertInto('pay_accounts')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  const saved = await payAccountOf(deps.db, userId);
  if (!saved) throw new Error('the pay account was not saved');
  return saved;
}
