import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null | undefined;
  counterMax?: number | undefined;
}

/** A labelled multi-line input. */
export function TextAreaField({ label, error, counterMax, className, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} className={className} counter={counterMax === undefined ? undefined : { value: rest.value, max: counterMax }}>
      {(control) => <textarea className="field__input field__input--multiline" {...control} {...rest} />}
    </Field>
  );
}
