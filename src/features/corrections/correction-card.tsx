/**
 * One correction request as its worker sees it: the event and the time asked for (and the time it
 * changes), the state, the reason, the photo sent, and the site's answer with its note. A pending
 * request can be withdrawn (after a confirmation) where the screen allows it.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Correction } from '#contract/api-corrections.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { dateInSeoul } from '#contract/seoul-calendar.ts';
import { messageForError } from '@/platform/api/error-messages';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { getCorrectionPhoto, withdrawCorrection } from './api';
import { EventTime } from '@/domain/attendance/event-time';
import { CORRECTION_ERROR_MESSAGES, STATE_LABELS } from './texts';

const STATE_TONES = { pending: 'warning', approved: 'done', rejected: 'refused', withdrawn: 'muted' } as const;

export function StateTag({ state }: { state: Correction['state'] }) {
  const { t } = useLingui();
  return <span className={`tag tag--${STATE_TONES[state]}`}>{t(STATE_LABELS[state])}</span>;
}

/** "MM.DD HH:MM" of an instant in Seoul. */
export function shortDateTime(at: string): string {
  return `${dateInSeoul(at)?.slice(5) ?? ''} ${timeOfDayInSeoul(at) ?? ''}`.trim();
}

export function CorrectionCard({ correction, onWithdrawn }: { correction: Correction; onWithdrawn?: (() => void) | undefined }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const event = t(EVENT_LABELS[correction.eventType]);
  const original = correction.original;
  const name = correction.decidedBy ?? '';
  const asked = shortDateTime(correction.createdAt);
  const decidedAt = correction.decidedAt ? shortDateTime(correction.decidedAt) : '';

  async function withdraw() {
    setAsking(false);
    setError(null);
    setBusy(true);
    try {
      await withdrawCorrection(correction.id);
      onWithdrawn?.();
    } catch (failure) {
      setError(t((await messageForError(failure, CORRECTION_ERROR_MESSAGES)).message));
      // Decided meanwhile: the screen shows the answer.
      onWithdrawn?.();
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="correction" aria-label={t`${event} correction`}>
      <p className="correction__head">
        <strong>
          {event} <EventTime at={correction.time} day={correction.date} />
        </strong>
        <StateTag state={correction.state} />
      </p>
      <p className="correction__meta muted">
        {original ? (
          <>
            {t({ message: `Recorded`, context: `time on record` })} <EventTime at={original} day={correction.date} />
            {' · '}
          </>
        ) : (
          <>{t({ message: `Not recorded`, context: `time on record` })} · </>
        )}
        {t`Asked ${asked}`}
      </p>
      <p className="correction__text">{correction.reason}</p>
      {correction.hasPhoto ? <SentPhoto id={correction.id} /> : null}
      {correction.state === 'approved' || correction.state === 'rejected' ? (
        <div className={`correction__answer correction__answer--${correction.state}`}>
          <p className="correction__meta">
            {correction.state === 'approved' ? t`Approved by ${name}` : t`Rejected by ${name}`} · {decidedAt}
          </p>
          {correction.decisionNote ? <p className="correction__text">{correction.decisionNote}</p> : null}
        </div>
      ) : null}
      <FormError message={error} />
      {correction.state === 'pending' && onWithdrawn ? (
        <Button variant="secondary" className="btn--small" busy={busy} onClick={() => setAsking(true)}>
          {t`Withdraw request`}
        </Button>
      ) : null}
      <AlertDialog open={asking} title={t`Withdraw this request?`} confirmLabel={t`Withdraw`} cancelLabel={t`Cancel`} destructive onCancel={() => setAsking(false)} onConfirm={() => void withdraw()}>
        <p>{t`The site will no longer look at it. You can ask again later.`}</p>
      </AlertDialog>
    </article>
  );
}

/** The photo sent with a request, loaded when asked for (up to 2 MB; never kept offline). */
function SentPhoto({ id }: { id: string }) {
  const { t } = useLingui();
  // Each press of the button is a try: a failed one can be tried again.
  const [tries, setTries] = useState(0);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<{ tries: number; text: string } | null>(null);

  useEffect(() => {
    if (tries === 0) return;
    const controller = new AbortController();
    let made: string | null = null;
    getCorrectionPhoto(id, controller.signal).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      async (failure: unknown) => {
        const { message } = await messageForError(failure);
        if (!controller.signal.aborted) setError({ tries, text: t(message) });
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [tries, id, t]);

  if (url) return <img className="correction__photo" src={url} alt={t`Photo sent with the request`} />;
  const failed = error?.tries === tries;
  return (
    <>
      <Button variant="text" className="btn--small correction__photo-button" busy={tries > 0 && !failed} onClick={() => setTries((count) => count + 1)}>
        {t`Show the photo sent`}
      </Button>
      <FormError message={failed ? error.text : null} />
    </>
  );
}
