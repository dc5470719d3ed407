/**
 * Bank-certificate login (/kbCertLogin, docs/spec-notes.md §1–2): the KB certificate through the provider (a popup,
 * or the same window in an installed app); the server logs in the worker whose CI the certificate
 * carries, or says that no account is linked.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { messageForError } from '@/platform/api/error-messages';
import type { UserSession } from '#contract/api-auth.ts';
import { closeTripWindow, openTripWindow, sendToProvider, useResumedTrip } from '@/domain/identity/provider-trip';
import { refOfTrip, verificationErrorMessage } from '@/domain/identity/verify';
import { setUserSession } from '@/platform/session/session-store';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { loginWithBankCert, startBankCertLogin } from './bank-cert-api';
import { AuthHeader } from './auth-header';
import { useAccountMessages } from '@/platform/i18n/account-messages';
import { NotOfferedNotice } from '@/domain/identity/not-offered-notice';
import { useVerificationOffer } from '@/domain/identity/offer';

interface KbTripState {
  requestId: string;
  requestSecret: string;
}

/** The certificate login, where this server has a certificate provider; else what to do instead (issue 31). */
export function KbLoginScreen() {
  useAccountMessages();
  const offer = useVerificationOffer();
  // Nothing until the server says which (a first visit): never the wrong screen for a moment.
  if (offer === null) return null;
  return offer.bankCertLogin ? <KbLogin /> : <NotOfferedNotice step="bankCert" />;
}

function KbLogin() {
  useAccountMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const resumed = useResumedTrip<KbTripState>('/kbCertLogin');
  const [busy, setBusy] = useState(resumed !== null);
  const [error, setError] = useState<string | null>(null);
  const [notLinked, setNotLinked] = useState(false);

  async function finish(state: KbTripState, ref: string) {
    const session: UserSession = await loginWithBankCert({ ...state, ref });
    setUserSession(session);
    await navigate({ to: session.ynConvertPassword === 'N' ? '/changePassword' : '/', replace: true });
  }

  async function fail(cause: unknown) {
    const { body } = await messageForError(cause);
    setNotLinked(body?.code === 'NO_LINKED_ACCOUNT');
    setError(t(await verificationErrorMessage(cause)));
  }

  // Back from a trip that left the window (installed app). A reference works once: used once per
  // trip, even when the effect runs twice (StrictMode).
  const used = useRef<typeof resumed>(null);
  useEffect(() => {
    if (!resumed || used.current === resumed) return;
    used.current = resumed;
    void (async () => {
      try {
        await finish(resumed.state, refOfTrip(resumed.result));
      } catch (cause) {
        await fail(cause);
      } finally {
        setBusy(false);
      }
    })();
    // Once, for the trip this page came back from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function start() {
    setError(null);
    setNotLinked(false);
    setBusy(true);
    // No await before this: the popup must open inside the click.
    const trip = openTripWindow();
    void (async () => {
      try {
        let request;
        try {
          request = await startBankCertLogin();
        } catch (cause) {
          closeTripWindow(trip);
          throw cause;
        }
        const state: KbTripState = { requestId: request.requestId, requestSecret: request.requestSecret };
        const result = await sendToProvider(trip, request.start, { returnTo: '/kbCertLogin', state });
        await finish(state, refOfTrip(result));
      } catch (cause) {
        await fail(cause);
      } finally {
        setBusy(false);
      }
    })();
  }

  return (
    <main className="page page--auth">
      <AuthHeader title={t`Bank certificate login`} />
      <div className="form">
        <p>{t`Log in with the KB bank certificate on this phone. The certificate must be in the name of the person who signed up.`}</p>
        <FormError message={error} />
        {notLinked ? (
          <Link to="/join" className="btn btn--secondary btn--block">
            {t`Sign up`}
          </Link>
        ) : null}
        <Button block busy={busy} onClick={start}>
          {t`Log in with KB certificate`}
        </Button>
        <Link to="/login" className="auth-links__switch">
          {t`Log in with phone number and password`}
        </Link>
      </div>
    </main>
  );
}
