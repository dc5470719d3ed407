/**
 * The admin login's passkey step (decision 063), in place of the SMS code when the admin has a
 * passkey: the phone's own lock (fingerprint, face, PIN) answers the server's challenge. Loaded only
 * then (React.lazy from admin-login-screen.tsx), with @simplewebauthn/browser and its own texts, so
 * /adminLogin's first load carries none of them. The code by text message stays one tap away.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import type { AdminCodeSent, AdminVerifyAnswer } from '#contract/api-auth.ts';
import type { PasskeyRequestOptions } from '#contract/api-passkeys.ts';
import { passkeyErrorMessage, PASSKEYS_NOT_SUPPORTED } from '@/platform/api/passkey-errors';
import { passkeysSupported } from '@/platform/api/passkeys-supported';
import { usePasskeyMessages } from '@/platform/i18n/passkey-messages';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { checkAdminPasskey, passkeyChallenge } from './passkey-api';

const REFUSED = msg`The passkey was not accepted. Try again, or get a code by text message.`;

interface PasskeyLoginProps {
  /** Verify's answer: its passkeyToken names the challenge (5 minutes, once); sentTo is where the code goes instead. */
  sent: AdminCodeSent;
  /** The login screen's own error (its calls: a new challenge, the code). */
  error: string | null;
  busy: boolean;
  /** The passkey held: the sites to choose from. */
  admit: (answer: AdminVerifyAnswer) => void;
  /** The login screen's verify: (false) texts a code instead, (false, true) asks for a new challenge. */
  sendCode: (again: boolean, passkey?: boolean) => Promise<void>;
  startOver: () => void;
}

export default function PasskeyLogin({ sent, error, busy, admit, sendCode, startOver }: PasskeyLoginProps) {
  const passkeyToken = sent.passkeyToken ?? '';
  usePasskeyMessages();
  const { t } = useLingui();
  const [options, setOptions] = useState<{ token: string; options: PasskeyRequestOptions } | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const supported = passkeysSupported();

  // The challenge is fetched as soon as the step shows, so the tap goes straight to the phone's prompt.
  useEffect(() => {
    let active = true;
    passkeyChallenge(passkeyToken).then(
      (loaded) => {
        if (active) setOptions({ token: passkeyToken, options: loaded });
      },
      async (failure: unknown) => {
        const { message } = await passkeyErrorMessage(failure, REFUSED);
        if (active) setOwnError(t(message));
      },
    );
    return () => {
      active = false;
    };
  }, [passkeyToken, t]);

  async function signIn() {
    if (!options || options.token !== passkeyToken) return;
    setOwnError(null);
    setWorking(true);
    try {
      const credential = await startAuthentication({ optionsJSON: options.options });
      admit(await checkAdminPasskey({ passkeyToken, credential }));
    } catch (failure) {
      const { message, browser } = await passkeyErrorMessage(failure, REFUSED);
      setOwnError(t(message));
      // The server spent the challenge on that answer: fetch a new one for the next try.
      if (!browser) void sendCode(false, true);
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="form">
      <p className="note" role="status">
        {supported ? t`Confirm it's you with the passkey on this phone. No text message is needed.` : t(PASSKEYS_NOT_SUPPORTED)}
      </p>
      <FormError message={error ?? ownError} />
      {supported ? (
        <Button block busy={working} disabled={busy || options?.token !== passkeyToken} onClick={() => void signIn()}>
          {t`Use a passkey`}
        </Button>
      ) : null}
      <Button variant={supported ? 'text' : 'primary'} block disabled={busy || working} onClick={() => void sendCode(false)}>
        {t`Send a code to ${sent.sentTo} instead`}
      </Button>
      <Button variant="text" block onClick={startOver}>
        {t`Use another number`}
      </Button>
    </div>
  );
}
