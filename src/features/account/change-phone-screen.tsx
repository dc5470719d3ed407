/**
 * Phone number change (/changePhoneNumber, docs/spec-notes.md §2, §4): the new number is the one the provider
 * verifies for the same person, and it becomes the login only after that. Reached from forgot
 * password (the verified recovery flow travels in history state) or, logged in, from account
 * management (verified here). Success: log in with the new number. Anything else: access is not possible.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { RecoveryHandOff } from '@/platform/router/history-state';
import type { FlowCredentials } from '#contract/api-identity.ts';
import { startPhoneChangeFlow } from '@/domain/identity/api';
import { useResumedVerification, verificationErrorMessage, verifyWithProvider } from '@/domain/identity/verify';
import { logoutEndedAccount } from '@/domain/personal-data/logout';
import { replaceSavedPhone } from '@/platform/session/saved-phone';
import { useSession } from '@/platform/session/session-store';
import { AccessNotPossible } from '@/platform/ui/access-not-possible';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { changeMyPhone, changePhoneByRecovery } from './api';
import './account.css';
import { useAccountMessages } from '@/platform/i18n/account-messages';
import { NotOfferedNotice } from '@/domain/identity/not-offered-notice';
import { useVerificationOffer } from '@/domain/identity/offer';

interface PhoneTripState {
  flow: FlowCredentials;
}

/** The phone change, where this server verifies identities; else who changes it (issue 31). */
export function ChangePhoneScreen() {
  useAccountMessages();
  const offer = useVerificationOffer();
  // Nothing until the server says which (a first visit): never the wrong screen for a moment.
  if (offer === null) return null;
  return offer.identityVerification ? <ChangePhone /> : <NotOfferedNotice step="changePhone" />;
}

function ChangePhone() {
  useAccountMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const recovery = useRouterState({ select: (state) => state.location.state.recovery });
  const [verified, setVerified] = useState<RecoveryHandOff | null>(recovery && !recovery.sentTo ? recovery : null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // In the page's history, not in React's state: the notice stays through a reload (history-state.ts).
  const changedTo = useRouterState({ select: (state) => state.location.state.phoneChangedTo ?? null });
  const loggedIn = session.user !== null;
  const fromRecovery = recovery !== undefined && !recovery.sentTo;

  function accept(flow: FlowCredentials, outcome: { phone?: string; accountPhone?: string }) {
    setVerified({ flowId: flow.flowId, flowSecret: flow.flowSecret, accountPhone: outcome.accountPhone ?? '', verifiedPhone: outcome.phone ?? '' });
  }

  const resumed = useResumedVerification<PhoneTripState>('/changePhoneNumber', {
    onOutcome: (state, outcome) => accept(state.flow, outcome),
    onError: async (cause) => setError(t(await verificationErrorMessage(cause))),
  });
  const busy = working || resumed.busy;

  if (!fromRecovery && !loggedIn && changedTo === null) return <AccessNotPossible />;

  function verify() {
    setError(null);
    setWorking(true);
    // No await before this call: the popup must open inside the click.
    verifyWithProvider({ flow: startPhoneChangeFlow(), service: 'phone', returnTo: '/changePhoneNumber', state: (flow): PhoneTripState => ({ flow }) })
      .then(({ flow, outcome }) => accept(flow, outcome))
      .catch(async (cause: unknown) => setError(t(await verificationErrorMessage(cause))))
      .finally(() => setWorking(false));
  }

  async function change() {
    if (!verified) return;
    setError(null);
    setWorking(true);
    try {
      const { phone } = fromRecovery ? await changePhoneByRecovery(verified) : await changeMyPhone(verified);
      // A saved login number that was this account's becomes the new one (the old one no longer logs in).
      replaceSavedPhone(verified.accountPhone, phone);
      await navigate({ to: '/changePhoneNumber', replace: true, state: (previous) => ({ ...previous, phoneChangedTo: phone }) });
    } catch (cause) {
      setError(t(await verificationErrorMessage(cause)));
    } finally {
      setWorking(false);
    }
  }

  async function done() {
    // Every session of the account ended on the server; this phone forgets its own too.
    if (loggedIn) await logoutEndedAccount();
    await navigate({ to: '/login', replace: true });
  }

  return (
    <main className="page">
      <PageHeader title={t`Change phone number`} back={!fromRecovery} />
      <div className="page__body form">
        {verified ? (
          <>
            <dl className="account__numbers">
              <div>
                <dt>{t`Current number`}</dt>
                <dd>{verified.accountPhone}</dd>
              </div>
              <div>
                <dt>{t`New number (verified)`}</dt>
                <dd>{verified.verifiedPhone}</dd>
              </div>
            </dl>
            <p>{t`After the change you log in with the new number only.`}</p>
            <FormError message={error} />
            <Button block busy={busy} onClick={() => void change()}>
              {t`Change to this number`}
            </Button>
          </>
        ) : (
          <>
            <p>{t`Verify the new phone with the identity provider. It must be a phone in your own name; the new number becomes your login after the change.`}</p>
            <FormError message={error} />
            <Button block busy={busy} onClick={verify}>
              {t`Verify my new phone`}
            </Button>
          </>
        )}
      </div>
      <AlertDialog open={changedTo !== null} title={t`Phone number changed`} confirmLabel={t`Go to login`} onConfirm={() => void done()}>
        <p>{t`Log in again with your new number ${changedTo ?? ''}.`}</p>
      </AlertDialog>
    </main>
  );
}
