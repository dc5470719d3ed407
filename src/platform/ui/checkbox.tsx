import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
}

export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  const id = useId();
  return (
    <div className={['checkbox', className ?? ''].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" className="checkbox__input" {...rest} />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
    </div>
  );
}
