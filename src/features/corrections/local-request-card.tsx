/**
 * A correction request still on this phone: a draft not sent yet, one waiting for a connection, or
 * one the server did not accept (with what it said, to fix and send again). Nothing the worker wrote
 * is dropped without being asked: deleting one is confirmed first.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { removeCorrectionItem, type CorrectionItem } from '@/domain/attendance/correction-outbox';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { refusalProblems } from './request-form';
import { LOCAL_STATUS_LABELS } from './texts';

const STATUS_TONES = { draft: 'muted', pending: 'live', refused: 'refused' } as const;

export function LocalRequestCard({ item }: { item: CorrectionItem }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const event = item.eventType === '' ? t`No record chosen` : t(EVENT_LABELS[item.eventType]);
  const problems = item.refusal ? refusalProblems(item.refusal) : null;
  const said = problems ? [problems.form, ...Object.values(problems.fields)].filter((message) => message !== null && message !== undefined) : [];
  return (
    <article className="correction correction--local" aria-label={t`${event} correction`}>
      <p className="correction__head">
        <strong>
          {event} {item.time}
          {item.nextDay && item.time !== '' ? <span className="tag tag--next-day">{t`next day`}</span> : null}
        </strong>
        <span className={`tag tag--${STATUS_TONES[item.status]}`}>{t(LOCAL_STATUS_LABELS[item.status])}</span>
      </p>
      {item.status === 'pending' ? <p className="correction__meta muted">{t`It is sent as soon as this phone is online.`}</p> : null}
      {said.map((message, index) => (
        <p key={index} className="correction__refusal">
          {t(message)}
        </p>
      ))}
      {item.reason.trim() !== '' ? <p className="correction__text">{item.reason}</p> : null}
      {item.photo ? <img className="correction__photo correction__photo--small" src={`data:image/jpeg;base64,${item.photo}`} alt={t`Photo to send`} /> : null}
      {item.status === 'pending' ? null : (
        <div className="button-row">
          <Link to="/workCorrections" search={{ date: Number(item.date), request: true, key: item.key }} state={{ fromDay: true }} className="btn btn--secondary btn--small">
            {item.status === 'draft' ? t`Continue writing` : t`Fix and send again`}
          </Link>
          <Button variant="text" className="btn--small" onClick={() => setAsking(true)}>
            {t`Delete`}
          </Button>
        </div>
      )}
      <AlertDialog
        open={asking}
        title={t`Delete this request?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        destructive
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          removeCorrectionItem(item).catch((error: unknown) => console.error('corrections: deleting a request failed', error));
        }}
      >
        <p>{t`It was not sent to the site. What you wrote is deleted from this phone.`}</p>
      </AlertDialog>
    </article>
  );
}
