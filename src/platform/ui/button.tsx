import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'text' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  busy?: boolean;
}

/** The app's button. `busy` disables it and tells screen readers it is working. */
export function Button({ variant = 'primary', block = false, busy = false, className, disabled, type = 'button', ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} disabled={disabled === true || busy} aria-busy={busy || undefined} {...rest} />;
}
