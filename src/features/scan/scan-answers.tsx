/**
 * What the gate scanner says of the codes it read: the answer over the camera (the worker's face and
 * name, "saved, will send", or why not recorded), this screen's log, and the outbox of scans waiting
 * to be sent or refused when sent. Part of the scanner's own chunk: the answer must show offline from
 * the first code, even on a phone that has not kept the staff's files yet (decision 100).
 */
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import type { QrEventType } from '#contract/api-contract.ts';
import type { QrScannedEvent } from '#contract/api-qr.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { dismiss, type OutboxItem } from '@/domain/attendance/scan-outbox';
import { flushOutbox } from '@/domain/attendance/use-scan-outbox';
import { WorkerFace } from '@/domain/admin/worker-photo';
import { Button } from '@/platform/ui/button';
import { refusalMessage, type GateRefusal } from './scan-refusal';

/** A code's answer: recorded, saved on the phone to be sent, or not recorded and why. */
export type ScanAnswer =
  | { kind: 'accepted'; event: QrScannedEvent }
  | { kind: 'saved'; eventType: QrEventType; workerName: string | null; checked: boolean }
  | { kind: 'refused'; refusal: GateRefusal };

export interface LogEntry {
  key: number;
  time: string;
  answer: ScanAnswer;
}

type Translate = ReturnType<typeof useLingui>['t'];

const UNKNOWN_WORKER = msg`Unknown worker`;
const SAVED = msg`Saved, will send`;

/** One line of the log. */
function describe(answer: ScanAnswer, t: Translate): string {
  if (answer.kind === 'accepted') return `${answer.event.workerName} · ${t(EVENT_LABELS[answer.event.eventType])}`;
  if (answer.kind === 'saved') return `${answer.workerName ?? t(UNKNOWN_WORKER)} · ${t(EVENT_LABELS[answer.eventType])} · ${t(SAVED)}`;
  return t(refusalMessage(answer.refusal));
}

/** The answer over the camera. */
export function ScanResult({ answer }: { answer: ScanAnswer }) {
  const { t } = useLingui();
  if (answer.kind === 'accepted') {
    const { event } = answer;
    const name = event.workerName;
    return (
      <div className="scan-result scan-result--accepted" role="status">
        <WorkerFace
          userId={event.workerId}
          hasPhoto={event.hasPhoto}
          initials={event.workerInitials}
          label={t`Face photo of ${name}`}
          className={event.hasPhoto ? 'scan-result__avatar scan-result__face' : 'scan-result__avatar'}
        />
        <span className="scan-result__text">
          <strong className="scan-result__title">{t`Recorded`}</strong>
          <span className="scan-result__name">{event.workerName}</span>
          <span>
            {t(EVENT_LABELS[event.eventType])} · {timeOfDayInSeoul(event.occurredAt)}
          </span>
        </span>
      </div>
    );
  }
  if (answer.kind === 'saved') {
    return (
      <div className="scan-result scan-result--saved" role="status">
        <span className="scan-result__text">
          <strong className="scan-result__title">{t(SAVED)}</strong>
          {answer.workerName ? <span className="scan-result__name">{answer.workerName}</span> : null}
          <span>{t(EVENT_LABELS[answer.eventType])}</span>
          <span>
            {answer.checked
              ? t`Checked on this phone. It is sent when the connection is back.`
              : t`This phone could not check the code; the server checks it when the connection is back.`}
          </span>
        </span>
      </div>
    );
  }
  return (
    <div className="scan-result scan-result--refused" role="alert">
      <span className="scan-result__text">
        <strong className="scan-result__title">{t`Not recorded`}</strong>
        <span>{t(refusalMessage(answer.refusal))}</span>
      </span>
    </div>
  );
}

/** This screen's log, newest first. */
export function ScanLog({ log }: { log: readonly LogEntry[] }) {
  const { t } = useLingui();
  return (
    <ul className="scan-log__list">
      {log.map((entry) => (
        <li key={entry.key} className={`scan-log__item scan-log__item--${entry.answer.kind}`}>
          <span className="scan-log__time">{entry.time}</span>
          <span>{describe(entry.answer, t)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The scans saved on this phone and waiting to be sent, and those the server refused when sent. */
export function OutboxPanel({ owner, online, pending, refused }: { owner: string | null; online: boolean; pending: OutboxItem[]; refused: OutboxItem[] }) {
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  const count = pending.length;
  return (
    <section className="card scan-outbox" aria-labelledby="scan-outbox-title">
      <h2 id="scan-outbox-title" className="scan-log__title">
        {t`Waiting to be sent`}
      </h2>
      <p role="status">
        {count === 0
          ? t`Every saved scan has been sent.`
          : plural(count, { one: '# scan is saved on this phone and waiting to be sent.', other: '# scans are saved on this phone and waiting to be sent.' })}
      </p>
      {count > 0 && owner ? (
        <Button
          variant="secondary"
          busy={sending}
          disabled={!online}
          onClick={() => {
            setSending(true);
            void flushOutbox(owner).finally(() => setSending(false));
          }}
        >
          {t`Send now`}
        </Button>
      ) : null}
      {refused.length > 0 ? (
        <>
          <h3 className="scan-outbox__subtitle">{t`Not recorded when sent`}</h3>
          <ul className="scan-log__list">
            {refused.map((item) => (
              <li key={item.key} className="scan-log__item scan-log__item--refused scan-outbox__refused">
                <span className="scan-log__time">{timeOfDayInSeoul(item.scannedAt)}</span>
                <span>
                  <strong>
                    {item.workerName ?? t(UNKNOWN_WORKER)} · {t(EVENT_LABELS[item.eventType])}
                  </strong>
                  <br />
                  {item.refusal ? t(refusalMessage(item.refusal)) : null}
                </span>
                <Button variant="text" className="btn--small" onClick={() => void dismiss(item)}>
                  {t`Dismiss`}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
