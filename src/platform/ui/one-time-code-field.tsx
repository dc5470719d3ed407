import { useLingui } from '@lingui/react/macro';
import { ONE_TIME_CODE_DIGITS } from '#contract/input-rules.ts';
import { TextField, type TextFieldProps } from './text-field';

/** The six digits of a texted code (the admin's login, a forgotten password): the phone offers the text's code. */
export function OneTimeCodeField(props: Omit<TextFieldProps, 'label' | 'name' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  const { t } = useLingui();
  return <TextField label={t`Code from the text message`} name="oneTimeCode" inputMode="numeric" autoComplete="one-time-code" maxLength={ONE_TIME_CODE_DIGITS + 2} {...props} />;
}
