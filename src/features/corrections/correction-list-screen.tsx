/**
 * The worker's correction requests (/workCorrections; issue 18), newest first, with their state;
 * the ones still on this phone (not sent yet, waiting for a connection, not accepted) come first.
 * Each opens its day. More pages load as the end of the list comes into view (and by a button).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Correction } from '#contract/api-corrections.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useKeysetPages } from '@/platform/api/use-keyset-pages';
import { useLocale } from '@/platform/i18n/i18n';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { ShowMore } from '@/platform/ui/show-more';
import type { CorrectionItem } from '@/domain/attendance/correction-outbox';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { listCorrections } from './api';
import { StateTag } from './correction-card';
import { EventTime } from '@/domain/attendance/event-time';
import { useCorrectionMessages } from './messages';
import { LOCAL_STATUS_LABELS } from './texts';
import { useLocalCorrections } from './use-local-corrections';
import { dayTitle } from './work-day-screen';
import './corrections.css';

export function CorrectionListScreen() {
  useCorrectionMessages();
  const { t } = useLingui();
  const local = useLocalCorrections();
  // Loaded again when a request leaves the phone (it is then one of the server's).
  const onPhone = local.items.map((item) => `${item.key}:${item.status}`).join(',');
  const { items, loaded, loading, nextCursor, loadMore, sentinel, error: failure } = useKeysetPages(`corrections-${onPhone}`, listCorrections);
  const error = useErrorMessage(failure);
  const unsent = local.items.filter((item) => item.status !== 'draft' || item.eventType !== '');

  return (
    <main className="page">
      <PageHeader title={t`My correction requests`} back />
      <div className="page__body">
        <FormError message={error} />
        {unsent.length > 0 ? (
          <ul className="inquiry-list" aria-label={t`On this phone`}>
            {unsent.map((item) => (
              <li key={item.key}>
                <LocalRow item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        {loaded && items.length === 0 && unsent.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{t`You have not asked for any corrections.`}</p>
            <p className="muted">{t`A time missing or wrong? Open the day in Monthly work and ask the site to correct it.`}</p>
            <Link to="/work" state={{ workMode: 'list' }} className="btn btn--primary btn--block">
              {t`Go to Monthly work`}
            </Link>
          </div>
        ) : (
          <ul className="inquiry-list" aria-label={t`Sent to the site`} aria-busy={loading}>
            {items.map((correction) => (
              <li key={correction.id}>
                <SentRow correction={correction} />
              </li>
            ))}
          </ul>
        )}
        <ShowMore sentinel={sentinel} hasMore={nextCursor !== null} loading={loading} onMore={loadMore} />
        {!loaded && loading ? <LoadingNote /> : null}
      </div>
    </main>
  );
}

function DayLabel({ date }: { date: string }) {
  const locale = useLocale();
  const day = parseYyyymmdd(date);
  return <span>{day ? dayTitle(day, locale) : date}</span>;
}

function SentRow({ correction }: { correction: Correction }) {
  const { t } = useLingui();
  return (
    <Link to="/workCorrections" search={{ date: Number(correction.date) }} className="inquiry-list__item correction-row">
      <span className="inquiry-list__meta">
        <DayLabel date={correction.date} />
        <StateTag state={correction.state} />
      </span>
      <span className="inquiry-list__title">
        {t(EVENT_LABELS[correction.eventType])} <EventTime at={correction.time} day={correction.date} />
      </span>
      <span className="correction-row__reason muted">{correction.reason}</span>
    </Link>
  );
}

function LocalRow({ item }: { item: CorrectionItem }) {
  const { t } = useLingui();
  return (
    <Link to="/workCorrections" search={{ date: Number(item.date) }} className="inquiry-list__item correction-row">
      <span className="inquiry-list__meta">
        <DayLabel date={item.date} />
        <span className={`tag tag--${item.status === 'refused' ? 'refused' : 'live'}`}>{t(LOCAL_STATUS_LABELS[item.status])}</span>
      </span>
      <span className="inquiry-list__title">
        {item.eventType === '' ? t`No record chosen` : t(EVENT_LABELS[item.eventType])} {item.time}
      </span>
      {item.reason.trim() === '' ? null : <span className="correction-row__reason muted">{item.reason}</span>}
    </Link>
  );
}
