import { useId } from 'react';

/** A short one-of choice shown in a row (language, nationality), with its error. */
export function ChoiceRow<V extends string>({
  legend,
  name,
  value,
  options,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  value: V | '';
  options: { value: V; label: string; lang?: string }[];
  error?: string | undefined;
  onChange: (value: V) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className={error ? 'choice-row choice-row--invalid' : 'choice-row'} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="choice-row__options">
        {options.map((option) => (
          <label key={option.value} className="choice-row__option" lang={option.lang}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
