/**
 * The worker login's passkey step (decision 092), in place of phone and password: the phone's own
 * lock (fingerprint, face, PIN) answers the server's challenge, and the passkey tells who is logging
 * in. Loaded only when the worker asks for it (React.lazy from login-screen.tsx), with
 * @simplewebauthn/browser and its own texts, so /login's first load carries none of them. The
 * password stays one tap away.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import type { UserSession } from '#contract/api-auth.ts';
import type { PasskeyRequestOptions } from '#contract/api-passkeys.ts';
import { passkeyErrorMessage } from '@/platform/api/passkey-errors';
import { usePasskeyMessages } from '@/platform/i18n/passkey-messages';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { logInWithPasskey, workerPasskeyChallenge } from './passkey-api';

const REFUSED = msg`The passkey was not accepted. Try again, or log in with your password.`;

interface WorkerPasskeyLoginProps {
  /** The passkey held: the session, handled as the password login's. */
  admit: (session: UserSession) => Promise<void>;
  /** Back to phone and password. */
  usePassword: () => void;
}

export default function WorkerPasskeyLogin({ admit, usePassword }: WorkerPasskeyLoginProps) {
  usePasskeyMessages();
  const { t } = useLingui();
  // Each challenge works once: a refusal by the server asks for the next one (`round`).
  const [round, setRound] = useState(0);
  const [options, setOptions] = useState<{ round: number; options: PasskeyRequestOptions } | null>(null);
  // Translated where it shows: a new challenge is asked for only with a new round, not with a new language.
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [working, setWorking] = useState(false);

  // The challenge is fetched as soon as the step shows, so the tap goes straight to the phone's prompt.
  useEffect(() => {
    let active = true;
    workerPasskeyChallenge().then(
      (loaded) => {
        if (active) setOptions({ round, options: loaded });
      },
      async (failure: unknown) => {
        const { message } = await passkeyErrorMessage(failure, REFUSED);
        if (active) setError(message);
      },
    );
    return () => {
      active = false;
    };
  }, [round]);

  async function signIn() {
    if (options?.round !== round) return;
    setError(null);
    setWorking(true);
    try {
      const credential = await startAuthentication({ optionsJSON: options.options });
      await admit(await logInWithPasskey({ credential }));
    } catch (failure) {
      const { message, browser } = await passkeyErrorMessage(failure, REFUSED);
      setError(message);
      // The server spent the challenge on that answer: fetch a new one for the next try.
      if (!browser) setRound((value) => value + 1);
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="form">
      <p className="note" role="status">
        {t`Confirm it's you with the passkey on this phone. No password is needed.`}
      </p>
      <FormError message={error ? t(error) : null} />
      <Button block busy={working} disabled={options?.round !== round} onClick={() => void signIn()}>
        {t`Use a passkey`}
      </Button>
      <Button variant="text" block disabled={working} onClick={usePassword}>
        {t`Log in with your password instead`}
      </Button>
    </div>
  );
}
