/**
 * A QR check list: recorded attendance events, newest first and grouped by day, filtered by day and,
 * on the admin's list, searched by worker name or phone number. The worker's list shows their own
 * events, the admin's those at the chosen corporation-site; the server decides which. Pages of 50
 * load as the end comes into view (or by "Show more"); the total says how many match.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useKeysetPages } from '@/platform/api/use-keyset-pages';
import type { QrEventList } from '#contract/api-qr.ts';
import { dateInSeoul, timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { ShowMore } from '@/platform/ui/show-more';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { TextField } from '@/platform/ui/text-field';
import type { EventQuery } from './api';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';

export interface QrCheckedListProps {
  title: string;
  load: (query: EventQuery, cursor: string | null, signal: AbortSignal) => Promise<QrEventList>;
  /** The admin's list names the worker of each event and searches by them; the worker's own list needs neither. */
  showWorker: boolean;
  /** Shown above the search (the admin's list: the active corporation-site). */
  above?: ReactNode;
}

export function QrCheckedList({ title, load, showWorker, above }: QrCheckedListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState<EventQuery>({ day: '', q: '' });
  const [dayInput, setDayInput] = useState('');
  const [searchInput, setSearchInput] = useState('');
  const { items, total, loaded, loading, nextCursor, loadMore, sentinel, error: failure } = useKeysetPages(`qr-events-${query.day}-${query.q}`, (cursor, signal) => load(query, cursor, signal));
  const error = useErrorMessage(failure);

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery({ day: dayInput.replaceAll('-', ''), q: searchInput });
  }

  const groups = new Map<string, QrEventList['items']>();
  for (const item of items) {
    const day = dateInSeoul(item.occurredAt) ?? '';
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }

  return (
    <main className="page">
      <PageHeader title={title} back />
      <div className="page__body">
        {above}
        <form className="form qr-search" role="search" onSubmit={submit}>
          {showWorker ? <TextField label={t`Name or phone number`} type="search" name="q" value={searchInput} onChange={(event) => setSearchInput(event.target.value)} /> : null}
          <TextField label={t`Day`} type="date" name="day" value={dayInput} onChange={(event) => setDayInput(event.target.value)} />
          <Button type="submit" variant="secondary" block>
            {t`Search`}
          </Button>
        </form>
        <FormError message={error} />
        {loaded && total !== null && total > 0 ? (
          <p className="muted" role="status">
            {t`Showing ${items.length} of ${total}`}
          </p>
        ) : null}
        {loaded && items.length === 0 ? <p className="empty-state">{t`No QR check-ins were found.`}</p> : null}
        {[...groups.entries()].map(([day, items]) => (
          <section key={day} className="qr-day" aria-label={day}>
            <h2 className="qr-day__title">{day}</h2>
            <ul className="qr-events">
              {items.map((item) => (
                <li key={item.id} className="qr-event">
                  <span className="qr-event__time">{timeOfDayInSeoul(item.occurredAt)}</span>
                  <span className="qr-event__what">
                    <strong>{t(EVENT_LABELS[item.eventType])}</strong>
                    {showWorker ? (
                      <span className="muted">
                        {item.workerName} · {item.workerPhone}
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ShowMore sentinel={sentinel} hasMore={nextCursor !== null} loading={loading} onMore={loadMore} />
        {loading && !loaded ? <LoadingNote /> : null}
      </div>
    </main>
  );
}
