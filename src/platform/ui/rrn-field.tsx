/**
 * A registration number (sign-up's step 1, the site's registration of a person), hidden while typed
 * (it is among the most sensitive numbers a person has, and a site is a crowded place), with a button
 * to show it for checking.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field } from '@/platform/ui/field';

interface RrnFieldProps {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function RrnField({ value, error, onChange }: RrnFieldProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <Field label={t`Resident registration number`} error={error} hint={t`13 digits. Foreigners enter the foreigner registration number.`}>
      {(control) => (
        <div className="field__with-action">
          <input
            className="field__input"
            {...control}
            name="rrn"
            type={shown ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder="900101-1234567"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <button type="button" className="btn btn--secondary btn--small" aria-pressed={shown} onClick={() => setShown(!shown)}>
            {shown ? t`Hide` : t`Show`}
          </button>
        </div>
      )}
    </Field>
  );
}
