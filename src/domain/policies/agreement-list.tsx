/**
 * The agreements of sign-up's step 3 and of a first password (decision 079): "agree to all", then each current policy with whether it is required,
 * and its text in a dialog (loaded from the server, in the app's language).
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import type { PolicySummary } from '#contract/api-policies.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { getPolicy } from '@/domain/policies/api';
import { PolicyText } from '@/domain/policies/policy-text';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Checkbox } from '@/platform/ui/checkbox';
import { LoadingNote } from '@/platform/ui/loading-note';
import './agreement-list.css';

function PolicyDialog({ policy, onClose }: { policy: PolicySummary; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const text = useRemote(`policy-${policy.id}-${locale}`, (signal) => getPolicy(policy.id, signal));
  const error = useErrorMessage(text.error);
  return (
    <AlertDialog open title={policy.title} confirmLabel={t`Close`} onConfirm={onClose}>
      {text.data ? <PolicyText body={text.data.body} /> : error ? <p role="alert">{error}</p> : <LoadingNote />}
    </AlertDialog>
  );
}

export function AgreementList({
  policies,
  loadError,
  agreed,
  error,
  onChange,
}: {
  policies: PolicySummary[] | undefined;
  loadError: unknown;
  agreed: string[];
  error: string | undefined;
  onChange: (agreed: string[]) => void;
}) {
  const { t } = useLingui();
  const [viewing, setViewing] = useState<PolicySummary | null>(null);
  const loadMessage = useErrorMessage(loadError);
  const errorId = useId();
  const all = policies !== undefined && policies.length > 0 && policies.every((policy) => agreed.includes(policy.id));

  return (
    <fieldset className="agreements" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{t`Agreements`}</legend>
      {policies === undefined ? (
        loadMessage ? <p role="alert" className="field__error">{loadMessage}</p> : <LoadingNote />
      ) : (
        <>
          <Checkbox
            className="agreements__all"
            label={t`Agree to all`}
            checked={all}
            onChange={(event) => onChange(event.target.checked ? policies.map((policy) => policy.id) : [])}
          />
          <ul className="agreements__list">
            {policies.map((policy) => (
              <li key={policy.id} className="agreements__item">
                <Checkbox
                  label={policy.required ? t`[Required] ${policy.title}` : t`[Optional] ${policy.title}`}
                  checked={agreed.includes(policy.id)}
                  onChange={(event) => onChange(event.target.checked ? [...agreed, policy.id] : agreed.filter((id) => id !== policy.id))}
                />
                <button type="button" className="btn btn--text btn--small" aria-label={t`View ${policy.title}`} onClick={() => setViewing(policy)}>
                  {t`Read`}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {viewing ? <PolicyDialog policy={viewing} onClose={() => setViewing(null)} /> : null}
    </fieldset>
  );
}
