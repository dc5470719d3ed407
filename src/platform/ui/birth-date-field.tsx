import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './text-field';

/** The birth date input of the identity forms: YYYY-MM-DD (or 8 digits), the number keypad, autofill as birthday. */
export function BirthDateField(props: Omit<TextFieldProps, 'label' | 'name' | 'inputMode' | 'autoComplete' | 'placeholder'>) {
  const { t } = useLingui();
  return <TextField label={t`Birth date`} name="birthDate" inputMode="numeric" autoComplete="bday" placeholder="YYYY-MM-DD" {...props} />;
}
