/**
 * The worker's address (issue 15): the employment contract prints it, so My account asks for it once
 * when it is missing and lets the worker change it later. The shared rules (contract/input-rules.ts
 * `checkAddress`) run before sending; the server answers the same rule codes in `fields.address`.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountSummary } from '#contract/api-accounts.ts';
import { ADDRESS_MAX_LENGTH, checkAddress, type AddressRuleCode } from '#contract/input-rules.ts';
import { messageForError } from '@/platform/api/error-messages';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { TextField } from '@/platform/ui/text-field';

const ADDRESS_RULE_MESSAGES: Record<AddressRuleCode, MessageDescriptor> = {
  required: msg`Enter your address.`,
  tooShort: msg`Enter your full address (at least 5 characters).`,
  tooLong: msg`The address can be at most 200 characters.`,
  controlChars: msg`Remove line breaks, tabs and other control characters from the address.`,
};

function isAddressRule(code: string | undefined): code is AddressRuleCode {
  return code !== undefined && code in ADDRESS_RULE_MESSAGES;
}

interface AddressFormProps {
  /** The address on the account; null: none yet (the form says why it is asked for). */
  current: string | null;
  save: (address: string) => Promise<AccountSummary>;
  onSaved: (account: AccountSummary) => void;
  /** Offered while changing an address already given. */
  onCancel?: (() => void) | undefined;
}

export function AddressForm({ current, save, onSaved, onCancel }: AddressFormProps) {
  const { t } = useLingui();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const rule = checkAddress(value);
    setError(rule ? t(ADDRESS_RULE_MESSAGES[rule]) : null);
    if (rule) return;
    setBusy(true);
    try {
      onSaved(await save(value));
    } catch (failure) {
      const { message, body } = await messageForError(failure);
      const fieldRule = body?.fields?.address;
      if (isAddressRule(fieldRule)) setError(t(ADDRESS_RULE_MESSAGES[fieldRule]));
      else setFormError(t(message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form account__address-form" noValidate onSubmit={(event) => void submit(event)}>
      {current === null ? (
        <p className="note" role="status">
          {t`Your employment contract states your address. Enter it once here; you can change it later.`}
        </p>
      ) : null}
      <TextField
        label={t`Address`}
        name="address"
        autoComplete="street-address"
        hint={t`Road name address, with the building and unit number.`}
        counterMax={ADDRESS_MAX_LENGTH}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <FormError message={formError} />
      <Button type="submit" block busy={busy}>
        {t`Save address`}
      </Button>
      {onCancel ? (
        <Button variant="text" block onClick={onCancel}>
          {t`Cancel`}
        </Button>
      ) : null}
    </form>
  );
}
