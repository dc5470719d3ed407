/**
 * A new password and its confirmation, with their rules (at least 10 characters mixing letters,
 * digits and symbols; the same twice): the password change and the texted-code recovery (issue 31).
 */
import { useLingui } from '@lingui/react/macro';
import { checkNewPassword, checkPasswordConfirm } from '#contract/input-rules.ts';
import { RULE_MESSAGES } from '@/platform/i18n/rule-messages';
import { TextField } from '@/platform/ui/text-field';

export interface NewPassword {
  next: string;
  confirm: string;
}

/** What is wrong with the new password and its confirmation, in the user's language. */
export function useNewPasswordCheck(): (value: NewPassword) => Partial<Record<keyof NewPassword, string>> {
  const { t } = useLingui();
  return ({ next, confirm }) => {
    const found: Partial<Record<keyof NewPassword, string>> = {};
    const nextRule = checkNewPassword(next);
    if (nextRule) found.next = nextRule === 'required' ? t`Enter a new password.` : t(RULE_MESSAGES[nextRule]);
    const confirmRule = checkPasswordConfirm(next, confirm);
    if (confirmRule) found.confirm = confirmRule === 'required' ? t`Enter the new password again.` : t(RULE_MESSAGES[confirmRule]);
    return found;
  };
}

export function NewPasswordFields(props: {
  value: NewPassword;
  errors: Partial<Record<keyof NewPassword, string | undefined>>;
  onChange: (field: keyof NewPassword, value: string) => void;
}) {
  const { t } = useLingui();
  const { value, errors, onChange } = props;
  return (
    <>
      <TextField
        label={t`New password`}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t`At least 10 characters with letters, digits and special characters.`}
        value={value.next}
        error={errors.next}
        onChange={(event) => onChange('next', event.target.value)}
      />
      <TextField
        label={t`Confirm new password`}
        name="newPasswordConfirm"
        type="password"
        autoComplete="new-password"
        value={value.confirm}
        error={errors.confirm}
        onChange={(event) => onChange('confirm', event.target.value)}
      />
    </>
  );
}
