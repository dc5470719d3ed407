/**
 * QR generate (/qrGenerate): choose one of the six events (one must be chosen; the likely next one
 * is marked and chosen to begin with), generate, and show the signed code with its remaining time. An expired code is
 * dimmed with a one-tap regenerate. The screen stays awake while a code shows. Once the gate has
 * recorded it the screen says so ("Recorded: End work 16:19") with a buzz and offers home. Without a
 * connection the phone signs the code itself with its registered device key (ADR 008).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { isNetworkError } from '@/platform/api/client';
import { messageForError } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { QR_EVENT_TYPES, type QrEventType } from '#contract/api-contract.ts';
import type { QrCode } from '#contract/api-qr.ts';
import { useWakeLock } from '@/platform/pwa/use-wake-lock';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { PageHeader } from '@/platform/ui/page-header';
import { getNextEvent, issueCode } from './api';
import { ensureDeviceKey, learnServerTime, makeOfflineCode } from './device-key';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { QrImage } from './qr-image';
import { useCountdown } from './use-countdown';
import { useCodeRecorded } from './use-code-recorded';
import { buzz } from '@/platform/pwa/buzz';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { useQrMessages } from './messages';
import { needsSignature, readinessGapOf, WORKER_NOT_READY_MESSAGES } from './not-ready';

interface Shown {
  code: QrCode;
  receivedAt: number;
  /** Signed on this phone with its device key because the server could not be reached (ADR 008). */
  offline: boolean;
}

export function QrGenerateScreen() {
  useQrMessages();
  const { t } = useLingui();
  const next = useRemote('qr-next-event', getNextEvent);
  const suggested = next.data?.suggested ?? null;
  const [picked, setChosen] = useState<QrEventType | null>(null);
  // The likely next event is chosen until the worker picks another.
  const chosen = picked ?? suggested;
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  /** The gate would refuse the codes until the contract is signed: the error links to the contracts. */
  const [signFirst, setSignFirst] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const remaining = useCountdown(shown?.receivedAt ?? null, shown?.code.lifetimeSeconds ?? 0);
  const expired = shown !== null && remaining === 0;
  const recorded = useCodeRecorded(shown?.code.id ?? null, shown !== null && !expired);
  useWakeLock(shown !== null && !expired && recorded === null);

  // The gate recorded it: one buzz, as the scanner buzzes at the gate.
  useEffect(() => {
    if (recorded) buzz(200);
  }, [recorded]);

  // While online, make sure this phone can sign codes when it is not (ADR 008).
  useEffect(() => {
    const controller = new AbortController();
    ensureDeviceKey(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);

  async function generate(type: QrEventType | null) {
    setFormError(null);
    setSignFirst(false);
    if (!type) {
      setChoiceError(t`Select an item.`);
      return;
    }
    setChoiceError(null);
    setBusy(true);
    try {
      const code = await issueCode(type);
      setShown({ code, receivedAt: performance.now(), offline: false });
      void learnServerTime(code, Date.now());
    } catch (error) {
      const offlineCode = isNetworkError(error) ? await makeOfflineCode(type).catch(() => null) : null;
      if (offlineCode) setShown({ code: offlineCode, receivedAt: performance.now(), offline: true });
      else if (isNetworkError(error)) setFormError(t`You are offline, and this phone cannot make codes by itself yet. Connect once with this phone, then it can.`);
      else {
        const { message, body } = await messageForError(error);
        const missing = readinessGapOf(body);
        setFormError(t(missing ? WORKER_NOT_READY_MESSAGES[missing] : message));
        setSignFirst(needsSignature(missing));
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void generate(chosen);
  }

  const minutes = Math.floor(remaining / 60);
  const seconds = String(remaining % 60).padStart(2, '0');
  return (
    <main className="page qr">
      <PageHeader title={t`QR code`} back />
      {shown && recorded ? (
        <section className="card qr__recorded" aria-labelledby="qr-recorded">
          <h2 id="qr-recorded" className="qr__event">
            {t`Recorded`}
          </h2>
          <p className="qr__recorded-what" role="status">
            {t`Recorded: ${t(EVENT_LABELS[recorded.eventType])} ${timeOfDayInSeoul(recorded.occurredAt) ?? ''}`}
          </p>
          <Link to="/" className="btn btn--primary btn--block">
            {t`Go to home`}
          </Link>
          <Button variant="secondary" block onClick={() => setShown(null)}>
            {t`Choose another item`}
          </Button>
        </section>
      ) : shown ? (
        <section className="card qr__shown" aria-labelledby="qr-event">
          <h2 id="qr-event" className="qr__event">
            {t(EVENT_LABELS[shown.code.eventType])}
          </h2>
          <QrImage payload={shown.code.payload} dimmed={expired} label={t`QR code for ${t(EVENT_LABELS[shown.code.eventType])}`} />
          {expired ? (
            <>
              <p className="qr__expired" role="alert">
                {t`This code has expired.`}
              </p>
              <Button block busy={busy} onClick={() => void generate(shown.code.eventType)}>
                {t`Generate again`}
              </Button>
            </>
          ) : (
            <p className="qr__timer" role="timer" aria-live="off">
              {t`Remaining time`} <strong>{`${String(minutes)}:${seconds}`}</strong>
            </p>
          )}
          {shown.offline ? <p className="qr__offline">{t`Made on this phone while offline. The scanner checks it the same way.`}</p> : null}
          <p className="muted qr__hint">{t`Turn your screen brightness up and hold the code steady in front of the scanner.`}</p>
          <FormError message={formError} />
          <Button
            variant="secondary"
            block
            onClick={() => {
              setShown(null);
              setFormError(null);
            }}
          >
            {t`Choose another item`}
          </Button>
        </section>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          <fieldset className="choice-list qr__choices" aria-describedby={choiceError ? 'qr-choice-error' : undefined}>
            <legend className="choice-list__legend">{t`What do you want to record?`}</legend>
            {QR_EVENT_TYPES.map((type) => (
              <label key={type} className="choice-list__item">
                <input type="radio" name="eventType" value={type} checked={chosen === type} onChange={() => setChosen(type)} />
                <span className="choice-list__primary">{t(EVENT_LABELS[type])}</span>
                {type === suggested ? <span className="tag tag--suggested">{t`Suggested`}</span> : null}
              </label>
            ))}
          </fieldset>
          {choiceError ? (
            <p id="qr-choice-error" className="field__error" role="alert">
              {choiceError}
            </p>
          ) : null}
          <FormError message={formError} />
          {signFirst ? (
            <Link to="/employmentContractList" className="btn btn--secondary btn--block">
              {t`Sign the contract`}
            </Link>
          ) : null}
          <Button type="submit" block busy={busy}>
            {t`Generate QR code`}
          </Button>
        </form>
      )}
      <Link to="/qrCheckedList" className="btn btn--text btn--block">
        {t`See my QR check list`}
      </Link>
    </main>
  );
}
