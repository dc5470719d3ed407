/** Privacy policy view (/privacyPolicyView?id=…): one version's text, from the server in the app's language. */
import { useLingui } from '@lingui/react/macro';
import { useErrorMessage } from '@/shared/api/error-messages';
import { useRemote } from '@/shared/api/use-remote';
import { useLocale } from '@/shared/i18n/use-locale';
import { getPolicy } from '@/shared/policies/api';
import { PolicyText } from '@/shared/policies/policy-text';
import { AccessNotPossible } from '@/shared/ui/access-not-possible';
import { LoadingNote } from '@/shared/ui/loading-note';
import { PageHeader } from '@/shared/ui/page-header';
import { useAccountMessages } from '@/shared/i18n/account-messages';

export function PrivacyPolicyViewScreen({ id }: { id: string | undefined }) {
  useAccountMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const policy = useRemote(id ? `policy-${id}-${locale}` : null, (signal) => getPolicy(id ?? '', signal));
  const error = useErrorMessage(policy.error);
  if (!id) return <AccessNotPossible />;
  const data = policy.data;
  return (
    <main className="page">
      <PageHeader title={data?.title ?? t`Privacy policy`} back />
      <div className="page__body">
        {data ? (
          <>
            <p className="muted">{data.current ? t`Version ${data.version}, in force since ${data.effectiveFrom}` : t`Version ${data.version}, in force from ${data.effectiveFrom} (earlier version)`}</p>
            <PolicyText body={data.body} />
          </>
        ) : error ? (
          <p role="alert" className="form__error">{error}</p>
        ) : (
          <LoadingNote />
        )}
      </div>
    </main>
  );
}
