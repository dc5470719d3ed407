/** Privacy policy view (/privacyPolicyView?id=…): one version's text, from the server in the app's language. */
import { useLingui } from '@lingui/react/macro';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { useLocale } from '@/platform/i18n/i18n';
import { getPolicy } from '@/domain/policies/api';
import { PolicyText } from '@/domain/policies/policy-text';
import { AccessNotPossible } from '@/platform/ui/access-not-possible';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { useAccountMessages } from '@/platform/i18n/account-messages';

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
