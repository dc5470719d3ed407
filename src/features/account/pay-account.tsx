/**
 * Where the worker's pay goes (issue 34): the bank, the account number and the holder, on My info.
 * The number is shown masked (the last four digits): only the employer's payroll office sees it in
 * full, in its bank transfer file. The rules (contract/banks.ts, the name rule) run before sending;
 * the server answers the same codes in `fields`, each under its field, and nothing typed is lost.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { PayAccount } from '#contract/api-accounts.ts';
import { BANKS, checkAccountNumber } from '#contract/banks.ts';
import { checkName } from '#contract/identity-rules.ts';
import { messageForError, useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { useAccountMessages } from '@/platform/i18n/account-messages';
import { IDENTITY_RULE_MESSAGES } from '@/platform/i18n/identity-rule-messages';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { SelectField } from '@/platform/ui/select-field';
import { TextField } from '@/platform/ui/text-field';
import { getPayAccount, savePayAccount } from './api';

const ACCOUNT_RULES: Record<'required' | 'format', MessageDescriptor> = {
  required: msg`Enter the account number.`,
  format: msg`Enter the account number with digits only (10 to 16 digits; spaces and hyphens are fine).`,
};

export function PayAccountCard() {
  useAccountMessages();
  const { t } = useLingui();
  const remote = useRemote('payAccount', (signal) => getPayAccount(signal));
  const loadError = useErrorMessage(remote.error);
  const [saved, setSaved] = useState<PayAccount | null>(null);
  const [editing, setEditing] = useState(false);
  const account = saved ?? remote.data ?? null;
  const loaded = saved !== null || remote.data !== undefined;
  return (
    <section className="card account__pay" aria-label={t`Pay account`}>
      <h2 className="card__title">{t`Pay account`}</h2>
      {!loaded ? (
        <p className="muted" role={loadError ? 'alert' : 'status'}>
          {loadError ?? t`Loading…`}
        </p>
      ) : account && !editing ? (
        <>
          <dl className="account__facts">
            <div>
              <dt>{t`Bank`}</dt>
              <dd>{account.bankName}</dd>
            </div>
            <div>
              <dt>{t`Account number`}</dt>
              <dd>{account.accountMasked}</dd>
            </div>
            <div>
              <dt>{t`Account holder`}</dt>
              <dd>{account.holder}</dd>
            </div>
          </dl>
          {saved ? (
            <p className="note" role="status">
              {t`Your pay account is saved.`}
            </p>
          ) : null}
          <Button variant="secondary" block onClick={() => setEditing(true)}>
            {t`Change pay account`}
          </Button>
        </>
      ) : (
        <PayAccountForm
          current={account}
          onSaved={(next) => {
            setSaved(next);
            setEditing(false);
          }}
          onCancel={account ? () => setEditing(false) : undefined}
        />
      )}
    </section>
  );
}

interface FormProps {
  current: PayAccount | null;
  onSaved: (account: PayAccount) => void;
  onCancel: (() => void) | undefined;
}

function PayAccountForm({ current, onSaved, onCancel }: FormProps) {
  const { t } = useLingui();
  const [bankCode, setBankCode] = useState(current?.bankCode ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [holder, setHolder] = useState(current?.holder ?? '');
  const [errors, setErrors] = useState<{ bank?: string; account?: string; holder?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const bankMessage = t`Choose the bank.`;
  const problems = () => {
    const accountRule = checkAccountNumber(accountNumber);
    const holderRule = checkName(holder);
    return {
      ...(BANKS.some((bank) => bank.code === bankCode) ? {} : { bank: bankMessage }),
      ...(accountRule ? { account: t(ACCOUNT_RULES[accountRule]) } : {}),
      ...(holderRule ? { holder: holderRule === 'required' ? t`Enter the account holder's name.` : t(IDENTITY_RULE_MESSAGES[holderRule]) } : {}),
    };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved(await savePayAccount({ bankCode, accountNumber, holder }));
    } catch (failure) {
      const { message, body } = await messageForError(failure);
      const fields = body?.fields ?? {};
      if (fields.bankCode || fields.accountNumber || fields.holder) {
        setErrors({
          ...(fields.bankCode ? { bank: bankMessage } : {}),
          ...(fields.accountNumber ? { account: t(ACCOUNT_RULES[fields.accountNumber === 'required' ? 'required' : 'format']) } : {}),
          ...(fields.holder ? { holder: t`Enter the account holder's name as the bank has it.` } : {}),
        });
      } else {
        setFormError(t(message));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="muted">{t`Your employer pays your wages into this account. Only the employer's payroll office sees the full number.`}</p>
      <SelectField
        label={t`Bank`}
        name="bankCode"
        placeholder={t`Choose the bank`}
        options={BANKS.map((bank) => ({ value: bank.code, label: bank.name }))}
        value={bankCode}
        error={errors.bank}
        onChange={(event) => setBankCode(event.target.value)}
      />
      <TextField
        label={t`Account number`}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        hint={current ? t`Enter the whole number again to change it (now ${current.accountMasked}).` : undefined}
        value={accountNumber}
        error={errors.account}
        onChange={(event) => setAccountNumber(event.target.value)}
      />
      <TextField label={t`Account holder`} name="holder" autoComplete="name" value={holder} error={errors.holder} onChange={(event) => setHolder(event.target.value)} />
      <FormError message={formError} />
      <Button type="submit" block busy={busy}>
        {t`Save pay account`}
      </Button>
      {onCancel ? (
        <Button variant="text" block onClick={onCancel}>
          {t`Cancel`}
        </Button>
      ) : null}
    </form>
  );
}
