/**
 * Password reissue (/passwordReissue, docs/spec-notes.md §2): the message-sent screen after forgot password sent
 * a temporary password. Opened any other way, access is not possible.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import '@/platform/router/history-state';
import { AccessNotPossible } from '@/platform/ui/access-not-possible';
import { PageHeader } from '@/platform/ui/page-header';
import './account.css';
import { useAccountMessages } from '@/platform/i18n/account-messages';

export function PasswordReissueScreen() {
  useAccountMessages();
  const { t } = useLingui();
  const sentTo = useRouterState({ select: (state) => state.location.state.recovery?.sentTo });
  if (!sentTo) return <AccessNotPossible />;
  return (
    <main className="page">
      <PageHeader title={t`Password reissue`} />
      <div className="page__body account__sent">
        <h2 className="account__subtitle">{t`Message sent`}</h2>
        <p>{t`A temporary password was sent by text message to ${sentTo}.`}</p>
        <p>{t`Log in with your registered number and the temporary password. You will then be asked to set a new password.`}</p>
        <Link to="/login" replace className="btn btn--primary btn--block">
          {t`Go to login`}
        </Link>
      </div>
    </main>
  );
}
