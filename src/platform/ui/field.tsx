/**
 * The frame every form control sits in: its label, an optional hint and character counter, and
 * the error message tied to the control (aria-invalid, aria-describedby). The control itself comes
 * from the caller, which spreads the props it is handed.
 */
import { useId, type ReactNode } from 'react';
import { CharacterCounter } from './character-counter';

interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  /** With the control's value, shows "n / max" under it. */
  counter?: { value: unknown; max: number } | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, counter, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showHint = Boolean(hint) && !error;
  const describedBy = [error ? errorId : '', showHint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {counter ? <CharacterCounter value={counter.value} max={counter.max} /> : null}
      {showHint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
