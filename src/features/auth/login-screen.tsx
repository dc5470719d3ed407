/**
 * Worker login (docs/spec-notes.md §2, §5): mobile number, password, save-account, the switch to admin login and
 * the bank-certificate login, and where the browser has WebAuthn a passkey instead of number and
 * password (decision 092: its step is loaded when asked for). Every rule of docs/spec-notes.md §5 has its own message. After sign-up it starts with
 * the number just registered; sent here from a worker's screen, it says so and goes back there.
 */
import { msg } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { UserSession } from '#contract/api-auth.ts';
import { passkeysSupported } from '@/platform/api/passkeys-supported';
import { importOrReload } from '@/platform/pwa/chunk-recovery';
import { setUserSession } from '@/platform/session/session-store';
import { Button } from '@/platform/ui/button';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { PhoneField } from '@/platform/ui/phone-field';
import { TextField } from '@/platform/ui/text-field';
import { checkPhone } from '#contract/input-rules.ts';
import { fieldMessage, PHONE_REQUIRED } from '@/platform/i18n/rule-messages';
import { AuthHeader } from './auth-header';
import { useLoginMessages } from './messages';
import { EVERYTHING_OFFERED, useVerificationOffer } from '@/domain/identity/offer';
import { readSavedPhone, writeSavedPhone } from '@/platform/session/saved-phone';

/**
 * The message for a failed login, and whether the password was what failed. The table of error texts
 * loads with the first error, not with this first screen (its budget, decision 063); if even that
 * load fails, the network is what failed.
 */
function loginFailure(error: unknown): Promise<{ message: MessageDescriptor; wrongPassword: boolean }> {
  return import('@/platform/api/error-messages').then(
    async ({ messageForError }) => {
      const { message, body } = await messageForError(error);
      return { message, wrongPassword: body?.code === 'INVALID_CREDENTIALS' };
    },
    () => ({ message: msg`Cannot reach the server. Check your connection and try again.`, wrongPassword: false }),
  );
}

const WorkerPasskeyLogin = lazy(() => import('./worker-passkey-login'));


export function LoginScreen() {
  useLoginMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const handedOver = useRouterState({ select: (state) => state.location.state });
  const returnTo = handedOver.returnTo;
  const [phone, setPhone] = useState(() => handedOver.loginPhone ?? readSavedPhone());
  // The number as typed so far, for a reload that happens while the person types (loadLoginApi).
  const typedPhone = useRef(phone);
  useEffect(() => {
    typedPhone.current = phone;
  }, [phone]);
  const [password, setPassword] = useState('');
  const [saveAccount, setSaveAccount] = useState(() => readSavedPhone() !== '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Sign-up and the certificate login only where this server's providers make them possible (issue 31).
  const offer = useVerificationOffer({ settled: true }) ?? EVERYTHING_OFFERED;
  const [passkeyStep, setPasskeyStep] = useState(false);
  // The build-time copy (src/first-screens.tsx) has no window: it shows the button too, so the live
  // screen takes its place without moving the links below, and a press of the copy's is carried over.
  // Only a browser without WebAuthn (rare) loses it when the app starts.
  const offerPasskey = typeof window === 'undefined' || passkeysSupported();

  /**
   * The login's call, with the API client (ky) under it: loaded when the person starts on the form
   * or, at the latest, with the press, so the first screen carries no HTTP client (its budget); the
   * screen after the login needs the same code. Removed by a deploy since the page loaded, the page
   * loads again into the new version with the number typed so far.
   */
  const loadLoginApi = () =>
    importOrReload(
      () => import('./api'),
      () => window.history.replaceState({ ...(window.history.state as object | null), loginPhone: typedPhone.current.trim() }, ''),
    );

  /** Every login ends here, by password or by passkey: a password still to change comes first. */
  async function enter(session: UserSession) {
    setUserSession(session);
    if (session.ynConvertPassword === 'N') await navigate({ to: '/changePassword', replace: true });
    else await navigate({ href: returnTo ?? '/', replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const phoneMessage = fieldMessage(checkPhone(phone), PHONE_REQUIRED);
    const nextPhoneError = phoneMessage ? t(phoneMessage) : null;
    const nextPasswordError = password === '' ? t`Enter your password.` : null;
    setPhoneError(nextPhoneError);
    setPasswordError(nextPasswordError);
    if (nextPhoneError || nextPasswordError) return;

    setBusy(true);
    try {
      const { loginWorker } = await loadLoginApi();
      const session = await loginWorker({ phone: phone.trim(), password });
      writeSavedPhone(saveAccount ? phone.trim() : null);
      await enter(session);
    } catch (error) {
      const failure = await loginFailure(error);
      setFormError(t(failure.message));
      // A wrong password is typed again; one refused for the server's sake (busy, offline) is kept.
      if (failure.wrongPassword) setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page page--auth">
      <AuthHeader title={t`Worker login`} />
      {passkeyStep ? (
        <Suspense>
          <WorkerPasskeyLogin admit={enter} usePassword={() => setPasskeyStep(false)} />
        </Suspense>
      ) : (
        <form className="form" noValidate onFocus={() => void loadLoginApi().catch(() => undefined)} onSubmit={(event) => void submit(event)}>
          {returnTo ? (
            <p className="note" role="status">
              {t`Log in to see this screen.`}
            </p>
          ) : null}
          {handedOver.passwordSet ? (
            <p className="note" role="status">
              {t`Your new password is set. Log in with it.`}
            </p>
          ) : null}
          <PhoneField value={phone} error={phoneError} onChange={(event) => setPhone(event.target.value)} />
          <TextField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Checkbox label={t`Save account`} checked={saveAccount} onChange={(event) => setSaveAccount(event.target.checked)} />
          <FormError message={formError} />
          <Button type="submit" block busy={busy}>
            {t`Log in`}
          </Button>
          {offerPasskey ? (
            <Button variant="secondary" block disabled={busy} onClick={() => setPasskeyStep(true)}>
              {t`Log in with a passkey`}
            </Button>
          ) : null}
        </form>
      )}
      <div className="auth-links">
        {offer.bankCertLogin ? (
          <Link to="/kbCertLogin" className="btn btn--secondary btn--block">
            {t`Log in with bank certificate`}
          </Link>
        ) : null}
        <div className="auth-links__row">
          {offer.identityVerification ? (
            <>
              <Link to="/join">{t`Sign up`}</Link>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <Link to="/forgotPassword">{t`Forgot password`}</Link>
        </div>
        <Link to="/firstLogin" className="auth-links__switch">
          {t`Registered at the site office? Set your password`}
        </Link>
        <Link to="/adminLogin" className="auth-links__switch">
          <Trans>Administrator? Log in as admin</Trans>
        </Link>
      </div>
    </main>
  );
}
