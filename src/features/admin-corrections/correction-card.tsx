/**
 * One request as the admin judges it: the worker, the day, the event and time asked for (and the
 * recorded time it would change), the reason, the photo, and every event recorded that day with
 * where it came from. A waiting request has its two decisions; a decided one says who decided and why.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AdminCorrection, EventSource, RecordedEvent } from '#contract/api-corrections.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { dateInSeoul, parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { EventTime } from '@/domain/attendance/event-time';
import { formatDateWithWeekday } from '@/platform/dates/dates';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { CorrectionPhoto } from './correction-photo';
import type { Decision } from './decision-dialog';

const SOURCE_LABELS: Record<EventSource, MessageDescriptor> = {
  scan: msg`QR scan`,
  offlineScan: msg`Offline scan`,
  correction: msg`Correction`,
  siteRecord: msg`Recorded by the site`,
};

/** The request's day as the screens write it: ko '2026년 11월 19일 (목)', en 'Thu, Nov 19, 2026'. */
export function useRequestDay(request: AdminCorrection): string {
  const locale = useLocale();
  const day = parseYyyymmdd(request.date);
  return day ? formatDateWithWeekday(day, locale) : request.date;
}

function DayEvent({ event, day }: { event: RecordedEvent; day: string }) {
  const { t } = useLingui();
  const replaced = event.replacedAt !== null;
  const what = (
    <>
      <EventTime at={event.occurredAt} day={day} /> <span>{t(EVENT_LABELS[event.eventType])}</span>
    </>
  );
  const approver = event.approvedBy;
  return (
    <li className={replaced ? 'day-event day-event--replaced' : 'day-event'}>
      {replaced ? (
        <span className="day-event__what">
          <s>{what}</s> <span className="muted">{t`(replaced)`}</span>
        </span>
      ) : (
        <span className="day-event__what">{what}</span>
      )}
      <span className={`tag day-event__source day-event__source--${event.source}`}>
        {t(SOURCE_LABELS[event.source])}
        {approver ? ` · ${approver}` : null}
      </span>
    </li>
  );
}

interface CorrectionCardProps {
  request: AdminCorrection;
  /** A waiting request's decision buttons; absent for a decided one. */
  onDecide?: ((decision: Decision) => void) | undefined;
}

export function CorrectionCard({ request, onDecide }: CorrectionCardProps) {
  const { t } = useLingui();
  const nameId = useId();
  const day = useRequestDay(request);
  const event = t(EVENT_LABELS[request.eventType]);
  const asked = new Date(request.createdAt);
  const askedOn = `${dateInSeoul(request.createdAt) ?? ''} ${timeOfDayInSeoul(request.createdAt) ?? ''}`;
  const name = request.workerName;
  return (
    <article className="card correction" aria-labelledby={nameId}>
      <header className="correction__head">
        <h2 id={nameId} className="correction__name">
          {name}
        </h2>
        <span className="muted correction__phone">{request.workerPhone}</span>
        {request.state === 'approved' ? <span className="badge badge--done">{t`Approved`}</span> : null}
        {request.state === 'rejected' ? <span className="badge badge--rejected">{t`Rejected`}</span> : null}
      </header>
      <p className="correction__day">{day}</p>
      <dl className="correction__facts">
        <div>
          <dt>{t`Asks for`}</dt>
          <dd>
            <strong>
              {event} <EventTime at={request.time} day={request.date} />
            </strong>
          </dd>
        </div>
        <div>
          <dt>{request.state === 'pending' ? t`Recorded now` : t`Recorded before`}</dt>
          <dd>{request.original ? <EventTime at={request.original} day={request.date} /> : <span className="tag tag--warning">{t({ message: `Not recorded`, context: `time on record` })}</span>}</dd>
        </div>
        <div className="correction__reason">
          <dt>{t`Reason`}</dt>
          <dd>{request.reason}</dd>
        </div>
      </dl>
      {request.hasPhoto ? <CorrectionPhoto id={request.id} label={t`Photo from ${name}, ${day}`} /> : null}
      <section className="correction__day-events" aria-labelledby={`${nameId}-events`}>
        <h3 id={`${nameId}-events`} className="correction__subtitle">
          {t`Recorded that day`}
        </h3>
        {request.dayEvents.length === 0 ? (
          <p className="muted">{t`Nothing was recorded that day.`}</p>
        ) : (
          <ul className="day-events">
            {request.dayEvents.map((recorded) => (
              <DayEvent key={recorded.id} event={recorded} day={request.date} />
            ))}
          </ul>
        )}
      </section>
      <p className="muted correction__asked">
        <time dateTime={asked.toISOString()}>{t`Asked ${askedOn}`}</time>
      </p>
      {request.state !== 'pending' ? <DecidedNote request={request} /> : null}
      {onDecide ? (
        <div className="button-row">
          <Button variant="secondary" aria-label={t`Reject the request of ${name}`} onClick={() => onDecide('reject')}>
            {t`Reject`}
          </Button>
          <Button aria-label={t`Approve the request of ${name}`} onClick={() => onDecide('approve')}>
            {t`Approve`}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function DecidedNote({ request }: { request: AdminCorrection }) {
  const { t } = useLingui();
  const by = request.decidedBy ?? '';
  const at = request.decidedAt ? `${dateInSeoul(request.decidedAt) ?? ''} ${timeOfDayInSeoul(request.decidedAt) ?? ''}` : '';
  return (
    <div className="correction__decided">
      <p className="muted">{request.state === 'approved' ? t`Approved by ${by}, ${at}` : t`Rejected by ${by}, ${at}`}</p>
      {request.decisionNote ? <p className="correction__note">{request.decisionNote}</p> : null}
    </div>
  );
}
