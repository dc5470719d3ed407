import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A message saying what is wrong with the value; shown under the field and announced. */
  error?: string | null | undefined;
  hint?: string | undefined;
  /** Shows "n / max" under the field, counted as a person counts characters. */
  counterMax?: number | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input. */
export function TextField({ label, error, hint, counterMax, className, ...rest }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className} counter={counterMax === undefined ? undefined : { value: rest.value, max: counterMax }}>
      {(control) => <input className="field__input" {...control} {...rest} />}
    </Field>
  );
}
