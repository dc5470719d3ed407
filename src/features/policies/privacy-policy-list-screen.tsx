/**
 * Privacy policy list (/privacyPolicyList, docs/spec-notes.md §2, §5): every version the server keeps, the one in
 * force marked; a policy must be selected before it is viewed.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { useLocale } from '@/platform/i18n/i18n';
import { listPolicies } from '@/domain/policies/api';
import { Button } from '@/platform/ui/button';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { useAccountMessages } from '@/platform/i18n/account-messages';

export function PrivacyPolicyListScreen() {
  useAccountMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const policies = useRemote(`privacy-${locale}`, (signal) => listPolicies('privacy', signal));
  const loadError = useErrorMessage(policies.error);
  const [selected, setSelected] = useState('');
  const [error, setError] = useState<string | null>(null);

  function view(event: FormEvent) {
    event.preventDefault();
    if (selected === '') {
      setError(t`Select a policy.`);
      return;
    }
    void navigate({ to: '/privacyPolicyView', search: { id: selected } });
  }

  return (
    <main className="page">
      <PageHeader title={t`Privacy policy`} back />
      <form className="page__body form" noValidate onSubmit={view}>
        {policies.data === undefined ? (
          loadError ? <p role="alert" className="form__error">{loadError}</p> : <LoadingNote />
        ) : (
          <fieldset className="choice-list" aria-describedby={error ? 'policy-error' : undefined}>
            <legend className="choice-list__legend">{t`Versions`}</legend>
            {policies.data.map((policy) => (
              <label key={policy.id} className="choice-list__item">
                <input type="radio" name="policy" value={policy.id} checked={selected === policy.id} onChange={() => { setSelected(policy.id); setError(null); }} />
                <span>
                  <span className="choice-list__primary">{t`${policy.title}, version ${policy.version}`}</span>
                  <span className="choice-list__secondary">
                    {policy.current ? t`In force since ${policy.effectiveFrom}` : t`In force from ${policy.effectiveFrom} (earlier version)`}
                  </span>
                </span>
              </label>
            ))}
            {error ? (
              <p id="policy-error" className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </fieldset>
        )}
        <Button type="submit" block>
          {t`Read`}
        </Button>
      </form>
    </main>
  );
}
