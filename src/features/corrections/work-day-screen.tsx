/**
 * One day of the worker's record (/workCorrections?date=yyyymmdd, so a reload keeps it; issue 18): the
 * recorded events with their times and where each came from (a scan, a scan sent later, a correction
 * the site approved), replaced ones struck through; the day's correction requests (the site's and
 * the ones still on this phone); and the audit trail. A day begun without an end asks plainly for
 * the end time, and any day a contract covers can be corrected.
 */
import { useLingui } from '@lingui/react/macro';
import { DayNotShown } from './day-not-shown';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MAX_SHIFT_MS } from '#contract/api-work.ts';
import type { AuditEntry, RecordedEvent, WorkDayDetail } from '#contract/api-corrections.ts';
import { todayInSeoul, toYyyymmdd } from '#contract/seoul-time.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { useNow } from '@/platform/dates/use-now';
import { useLocale } from '@/platform/i18n/i18n';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { getWorkDay } from './api';
import { CorrectionCard, shortDateTime } from './correction-card';
import { EventTime } from '@/domain/attendance/event-time';
import { LocalRequestCard } from './local-request-card';
import { useCorrectionMessages } from './messages';
import { CORRECTION_REQUESTED, SOURCE_LABELS } from './texts';
import { useLocalCorrections } from './use-local-corrections';
import './corrections.css';

/** The day's title: "11월 19일 (목)", "Thu, November 19". */
export function dayTitle(date: Temporal.PlainDate, locale: string): string {
  return date.toLocaleString(locale, { month: 'long', day: 'numeric', weekday: 'short' });
}

export function WorkDayScreen({ date }: { date: string | undefined }) {
  useCorrectionMessages();
  const { t } = useLingui();
  const locale = useLocale();
  const day = date ? parseYyyymmdd(date) : null;
  const key = day ? toYyyymmdd(day) : null;
  const local = useLocalCorrections(key ?? '');
  // Loaded again after a withdrawal, and whenever a request of this day leaves the phone (sent).
  const [withdrawals, setWithdrawals] = useState(0);
  const onPhone = local.items.map((item) => `${item.key}:${item.status}`).join(',');
  const remote = useRemote(key ? `work-day-${key}-${String(withdrawals)}-${onPhone}` : null, (signal) => getWorkDay(key ?? '', signal));
  const error = useErrorMessage(remote.error);
  const data = remote.data?.date === key ? remote.data : undefined;
  const now = useNow(false);

  if (!day || !key) {
    return <DayNotShown title={t`Day record`} />;
  }

  const future = key > toYyyymmdd(todayInSeoul());
  const pending = data?.corrections.some((correction) => correction.state === 'pending') ?? false;
  // A day without an end, and no request for it yet here or at the site: the one thing to do.
  const endOnPhone = local.items.some((item) => item.eventType === 'EndWork' && item.status !== 'draft');
  const noEnd = data && !endOnPhone ? noEndAsked(data) : undefined;
  return (
    <main className="page work-day">
      <PageHeader title={dayTitle(day, locale)} back />
      <div className="page__body">
        <FormError message={error} />
        {pending ? (
          <p className="work-day__requested">
            <span className="tag tag--warning">{t(CORRECTION_REQUESTED)}</span>
          </p>
        ) : null}
        {data && noEnd ? <NoEndCard data={data} begin={noEnd} now={now} /> : null}
        <section className="card work-day__section" aria-labelledby="work-day-events">
          <h2 id="work-day-events" className="card__title">
            {t`Recorded times`}
          </h2>
          {data ? <RecordedEvents day={key} events={data.events} /> : remote.loading ? <LoadingNote /> : null}
        </section>
        {(data?.canRequest ?? (!future && data === undefined && !remote.loading)) ? (
          <Link to="/workCorrections" search={{ date: Number(key), request: true }} state={{ fromDay: true }} className={noEnd ? 'btn btn--secondary btn--block' : 'btn btn--primary btn--block'}>
            {t`Ask for a correction`}
          </Link>
        ) : data ? (
          <p className="muted">{future ? t`This day has not come yet.` : t`No contract of yours covers this day, so it cannot be corrected.`}</p>
        ) : null}
        {local.items.length > 0 || (data?.corrections.length ?? 0) > 0 ? (
          <section className="work-day__section" aria-labelledby="work-day-requests">
            <h2 id="work-day-requests" className="work-day__heading">
              {t`Correction requests`}
            </h2>
            {local.items.map((item) => (
              <LocalRequestCard key={item.key} item={item} />
            ))}
            {data?.corrections.map((correction) => (
              <CorrectionCard key={correction.id} correction={correction} onWithdrawn={() => setWithdrawals((count) => count + 1)} />
            ))}
          </section>
        ) : null}
        {data && data.audit.length > 0 ? (
          <section className="card work-day__section" aria-labelledby="work-day-history">
            <h2 id="work-day-history" className="card__title">
              {t`History`}
            </h2>
            <AuditTrail day={key} entries={data.audit} />
          </section>
        ) : null}
      </div>
    </main>
  );
}

/** The day's Start work when it has no End work and the site has no request for one; undefined otherwise. */
function noEndAsked(data: WorkDayDetail): RecordedEvent | undefined {
  const counted = data.events.filter((event) => event.replacedAt === null);
  if (counted.some((event) => event.eventType === 'EndWork')) return undefined;
  if (data.corrections.some((correction) => correction.state === 'pending' && correction.eventType === 'EndWork')) return undefined;
  return counted.find((event) => event.eventType === 'BeginWork');
}

/**
 * A day begun with no end recorded is not paid: said plainly, with the request one tap away. While
 * its shift may still run (begun less than a day ago) it is said more gently.
 */
function NoEndCard({ data, begin, now }: { data: WorkDayDetail; begin: RecordedEvent; now: number }) {
  const { t } = useLingui();
  const mayRun = now - Date.parse(begin.occurredAt) < MAX_SHIFT_MS;
  return (
    <section className="card work-day__no-end" aria-labelledby="work-day-no-end">
      <h2 id="work-day-no-end" className="card__title">
        <span className="tag tag--warning">{t`No end recorded`}</span>
      </h2>
      <p>
        {mayRun
          ? t`End work is not recorded yet. If you have already left, ask the site to add your end time.`
          : t`This day has Start work but no End work, so its hours are not counted or paid. Ask the site to add your end time.`}
      </p>
      {data.canRequest ? (
        <Link to="/workCorrections" search={{ date: Number(data.date), request: true, event: 'EndWork' }} state={{ fromDay: true }} className="btn btn--primary btn--block">
          {t`Ask to add end time`}
        </Link>
      ) : null}
    </section>
  );
}

function RecordedEvents({ day, events }: { day: string; events: RecordedEvent[] }) {
  const { t } = useLingui();
  if (events.length === 0) return <p className="muted">{t`Nothing was recorded on this day.`}</p>;
  return (
    <ol className="day-events">
      {events.map((event) => {
        const by = event.approvedBy ?? '';
        const source = event.source === 'correction' ? t`Correction approved by ${by}` : t(SOURCE_LABELS[event.source]);
        return (
          <li key={event.id} className={event.replacedAt ? 'day-events__item day-events__item--replaced' : 'day-events__item'}>
            <span className="day-events__what">{t(EVENT_LABELS[event.eventType])}</span>
            <span className="day-events__time">
              {event.replacedAt ? (
                <del>
                  <EventTime at={event.occurredAt} day={day} />
                </del>
              ) : (
                <EventTime at={event.occurredAt} day={day} />
              )}
            </span>
            <span className="day-events__source muted">
              {source}
              {event.replacedAt ? (
                <>
                  {' · '}
                  <span className="tag tag--muted">{t`Replaced`}</span>
                </>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function AuditTrail({ day, entries }: { day: string; entries: AuditEntry[] }) {
  const { t } = useLingui();
  return (
    <ol className="audit">
      {entries.map((entry, index) => {
        const name = entry.adminName ?? '';
        const action = { requested: t`Requested`, withdrawn: t`Withdrawn`, approved: t`Approved by ${name}`, rejected: t`Rejected by ${name}` }[entry.action];
        return (
          <li key={`${entry.at}-${String(index)}`} className="audit__entry">
            <span className="audit__at muted">{shortDateTime(entry.at)}</span>
            <span className="audit__what">
              <strong>{action}</strong> · {t(EVENT_LABELS[entry.eventType])} <EventTime at={entry.time} day={day} />
              {entry.before ? (
                <span className="muted">
                  {' '}
                  ({t`was`} <EventTime at={entry.before} day={day} />)
                </span>
              ) : null}
            </span>
            {entry.note ? <span className="audit__note">{entry.note}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
