/**
 * "Passkey on this phone", opened from the admin menu (decision 063) or the worker's My info (decision
 * 092): add a passkey on this phone, so the next logins need no SMS code (an admin) or no password (a
 * worker); see one's passkeys (where each was added, when last used) and remove one. A modal <dialog> over the menu, like the full menu, loaded when it opens (with
 * @simplewebauthn/browser and its own texts): a route would cost every first screen its entry.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { startRegistration as createCredential } from '@simplewebauthn/browser';
import { useId, useRef, useState } from 'react';
import type { Passkey } from '#contract/api-passkeys.ts';
import { dateInSeoul } from '#contract/seoul-calendar.ts';
import { useErrorMessage } from '@/platform/api/error-messages';
import { passkeyErrorMessage, PASSKEYS_NOT_SUPPORTED } from '@/platform/api/passkey-errors';
import { passkeysSupported } from '@/platform/api/passkeys-supported';
import { useRemote } from '@/platform/api/use-remote';
import { usePasskeyMessages } from '@/platform/i18n/passkey-messages';
import { AlertDialog, useModalDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { CloseIcon } from '@/platform/ui/icons';
import { LoadingNote } from '@/platform/ui/loading-note';
import { addPasskey, listPasskeys, removePasskey, startRegistration, type PasskeyRole } from './passkeys-api';
import './passkeys.css';

const REFUSED = msg`The passkey could not be added. Try again.`;

/** What the passkey replaces, by role: the admin's SMS code, the worker's password. */
const TEXTS = {
  admin: {
    added: msg`The passkey was added. Logins on this phone need no text message now.`,
    intro: msg`With a passkey on this phone, you log in with your fingerprint, face or screen lock instead of a code by text message.`,
    removal: msg`Logins with it will need a code by text message again.`,
  },
  worker: {
    added: msg`The passkey was added. You can log in on this phone without your password now.`,
    intro: msg`With a passkey on this phone, you log in with your fingerprint, face or screen lock instead of your password.`,
    removal: msg`Logins with it will need your password again.`,
  },
} as const;

export default function PasskeysDialog({ role, onClose }: { role: PasskeyRole; onClose: () => void }) {
  usePasskeyMessages();
  const { t } = useLingui();
  const texts = TEXTS[role];
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [version, setVersion] = useState(0);
  const list = useRemote(`passkeys:${role}:${String(version)}`, (signal) => listPasskeys(role, signal));
  const loadError = useErrorMessage(list.error);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = passkeysSupported();

  useModalDialog(ref, true);

  /** Runs one change (add, remove): its success says `done`, its failure what went wrong. */
  async function change(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      await run();
      setStatus(done);
      setVersion((value) => value + 1);
    } catch (failure) {
      setError(t((await passkeyErrorMessage(failure, REFUSED)).message));
    } finally {
      setBusy(false);
    }
  }

  const add = () =>
    change(async () => {
      const { registrationToken, options } = await startRegistration(role);
      await addPasskey(role, { registrationToken, credential: await createCredential({ optionsJSON: options }) });
    }, t(texts.added));

  const items = list.data?.items;
  return (
    <dialog
      ref={ref}
      className="full-menu passkeys"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!removing) onClose();
      }}
    >
      <div className="full-menu__header">
        <h2 id={titleId} className="full-menu__title">
          {t`Passkey on this phone`}
        </h2>
        <button type="button" className="icon-btn" aria-label={t`Close`} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="passkeys__body">
        <p className="muted">{t(texts.intro)}</p>
        {supported ? (
          <Button block busy={busy} onClick={() => void add()}>
            {t`Add a passkey on this phone`}
          </Button>
        ) : (
          <p className="note">{t(PASSKEYS_NOT_SUPPORTED)}</p>
        )}
        <FormError message={error} />
        <p className="note" role="status" hidden={!status}>
          {status}
        </p>
        <section aria-labelledby={`${titleId}-list`}>
          <h3 id={`${titleId}-list`} className="passkeys__title">
            {t`Your passkeys`}
          </h3>
          {items === undefined ? (
            loadError ? <FormError message={loadError} /> : <LoadingNote />
          ) : items.length === 0 ? (
            <p className="muted">{t`No passkey yet.`}</p>
          ) : (
            <ul className="passkeys__list">
              {items.map((item) => {
                const name = item.label || t`Passkey`;
                const added = dateInSeoul(item.createdAt) ?? '';
                const used = item.lastUsedAt ? dateInSeoul(item.lastUsedAt) : null;
                return (
                  <li key={item.id} className="passkeys__item">
                    <span className="passkeys__name">{name}</span>
                    <span className="passkeys__meta">
                      <span>{t`Added ${added}`}</span>
                      <span>{used ? t`Last used ${used}` : t`Not used yet`}</span>
                    </span>
                    <Button variant="secondary" className="btn--small passkeys__remove" disabled={busy} aria-label={t`Remove ${name}, added ${added}`} onClick={() => setRemoving(item)}>
                      {t`Remove`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
      <AlertDialog
        open={removing !== null}
        title={t`Remove this passkey?`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Cancel`}
        destructive
        onConfirm={() => {
          const passkey = removing;
          setRemoving(null);
          if (passkey) void change(() => removePasskey(role, passkey.id), t`The passkey was removed.`);
        }}
        onCancel={() => setRemoving(null)}
      >
        <p>{t(texts.removal)}</p>
      </AlertDialog>
    </dialog>
  );
}
