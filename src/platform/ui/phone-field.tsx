import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The mobile-number input of every form: digits and '-' (docs/spec-notes.md §5), the phone keypad,
 * autofill as the account name. `label`: another label, where the number is not the user's own.
 */
export function PhoneField({ label, ...props }: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'> & { label?: string }) {
  const { t } = useLingui();
  return <TextField label={label ?? t`Mobile number`} name="phone" type="tel" inputMode="tel" autoComplete="username" placeholder="010-1234-5678" {...props} />;
}
