import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  /** A message under the box (a box that must be ticked); it marks the box invalid and describes it. */
  error?: string | null | undefined;
}

export function Checkbox({ label, error, className, ...rest }: CheckboxProps) {
  const id = useId();
  const box = (
    <div className={['checkbox', className ?? ''].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" className="checkbox__input" {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})} {...rest} />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
    </div>
  );
  if (!error) return box;
  return (
    <>
      {box}
      <p id={`${id}-error`} className="field__error">
        {error}
      </p>
    </>
  );
}
