/**
 * Join a site (/joinSite; issue 33, decision 084): the code the worker shows the site office, which
 * scans it to find them and take them on without typing their number. It names the worker for ten
 * minutes; when it runs out while the screen is open, a new one is made (once: a failure then waits
 * for the button). Offline there is no code (only the server can vouch for it), and the screen says
 * the office can search the number instead.
 */
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { isNetworkError } from '@/platform/api/client';
import { messageForError } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { useWakeLock } from '@/platform/pwa/use-wake-lock';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { issueJoinCode } from './api';
import { useQrMessages } from './messages';
import { QrImage } from './qr-image';
import { useCountdown } from './use-countdown';

const OFFLINE = msg`You are offline, and only the server can make a join code. Connect and try again, or tell the office your mobile number: they can find you by it.`;

export function JoinCodeScreen() {
  useQrMessages();
  const { t } = useLingui();
  /** Each round asks for a new code; the last code stays shown (dimmed once out of time) while the next loads. */
  const [round, setRound] = useState(0);
  const shown = useRemote(`join-code-${String(round)}`, async (signal) => ({ code: await issueJoinCode(signal), receivedAt: performance.now() }));
  const current = shown.data;
  const remaining = useCountdown(current?.receivedAt ?? null, current?.code.lifetimeSeconds ?? 0);
  const expired = current !== undefined && remaining === 0;
  useWakeLock(current !== undefined && !expired);

  // Out of time while the screen is open: the next round, once for this code.
  useEffect(() => {
    if (!current) return;
    const end = current.receivedAt + current.code.lifetimeSeconds * 1000;
    const timer = window.setInterval(() => {
      if (performance.now() < end) return;
      window.clearInterval(timer);
      setRound((previous) => previous + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [current]);

  const [problem, setProblem] = useState<{ error: unknown; message: MessageDescriptor } | null>(null);
  const { error } = shown;
  useEffect(() => {
    if (error === undefined) return;
    let stale = false;
    void (isNetworkError(error) ? Promise.resolve(OFFLINE) : messageForError(error).then(({ message }) => message)).then((message) => {
      if (!stale) setProblem({ error, message });
    });
    return () => {
      stale = true;
    };
  }, [error]);
  const failure = problem !== null && problem.error === error ? problem.message : null;

  const minutes = Math.floor(remaining / 60);
  const seconds = String(remaining % 60).padStart(2, '0');
  return (
    <main className="page qr">
      <PageHeader title={t`Join a site`} back />
      <section className="card qr__shown" aria-labelledby="join-code-title">
        <h2 id="join-code-title" className="qr__event">
          {t`My join code`}
        </h2>
        <p className="qr__join-intro">{t`Show this code at the site office. They scan it to find you and take you on; it shows them who you are, nothing else.`}</p>
        {current ? <QrImage payload={current.code.code} dimmed={expired} label={t`Join code`} /> : null}
        {shown.loading && !current ? <LoadingNote /> : null}
        {current && !expired ? (
          <p className="qr__timer" role="timer" aria-live="off">
            {t`Remaining time`} <strong>{`${String(minutes)}:${seconds}`}</strong>
          </p>
        ) : null}
        {expired && !shown.loading ? (
          <p className="qr__expired" role="alert">
            {t`This code has expired.`}
          </p>
        ) : null}
        <FormError message={failure ? t(failure) : null} />
        {failure ? (
          <Button block busy={shown.loading} onClick={() => setRound((previous) => previous + 1)}>
            {t`Make a new code`}
          </Button>
        ) : null}
        <p className="muted qr__hint">{t`Turn your screen brightness up and hold the code steady in front of the camera.`}</p>
      </section>
    </main>
  );
}
