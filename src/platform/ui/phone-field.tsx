import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './text-field';

/** The mobile-number input of every form: digits and '-' (docs/spec-notes.md §5), the phone keypad, autofill as the account name. */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'>) {
  const { t } = useLingui();
  return <TextField label={t`Mobile number`} name="phone" type="tel" inputMode="tel" autoComplete="username" placeholder="010-1234-5678" {...props} />;
}
