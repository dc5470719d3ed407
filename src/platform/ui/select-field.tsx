import type { SelectHTMLAttributes } from 'react';
import { Field } from './field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: { value: string; label: string }[];
  /** The first, empty choice ("Choose …"); the form checks that something else was chosen. */
  placeholder?: string;
  error?: string | null | undefined;
  hint?: string | undefined;
}

/** A labelled choice from a short list. */
export function SelectField({ label, options, placeholder, error, hint, className, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select className="field__input" {...control} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
