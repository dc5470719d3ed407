/**
 * A QR check list: recorded attendance events, newest first and grouped by day, searchable by worker
 * name or phone number and filtered by day. The worker's list shows their own events, the admin's
 * those at the chosen corporation-site; the server decides which.
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import type { QrEventList } from '#contract/api-qr.ts';
import { dateInSeoul, timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { TextField } from '@/platform/ui/text-field';
import type { EventQuery } from './api';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';

export interface QrCheckedListProps {
  title: string;
  load: (query: EventQuery, signal: AbortSignal) => Promise<QrEventList>;
  /** The admin's list names the worker of each event; the worker's own list does not need to. */
  showWorker: boolean;
}

export function QrCheckedList({ title, load, showWorker }: QrCheckedListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState<EventQuery>({ day: '', q: '' });
  const [dayInput, setDayInput] = useState('');
  const [searchInput, setSearchInput] = useState('');
  const remote = useRemote(`qr-events-${query.day}-${query.q}`, (signal) => load(query, signal));
  const error = useErrorMessage(remote.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery({ day: dayInput.replaceAll('-', ''), q: searchInput });
  }

  const groups = new Map<string, QrEventList['items']>();
  for (const item of remote.data?.items ?? []) {
    const day = dateInSeoul(item.occurredAt) ?? '';
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }

  return (
    <main className="page">
      <PageHeader title={title} back />
      <div className="page__body">
        <form className="form qr-search" role="search" onSubmit={submit}>
          <TextField label={t`Name or phone number`} type="search" name="q" value={searchInput} onChange={(event) => setSearchInput(event.target.value)} />
          <TextField label={t`Day`} type="date" name="day" value={dayInput} onChange={(event) => setDayInput(event.target.value)} />
          <Button type="submit" variant="secondary" block>
            {t`Search`}
          </Button>
        </form>
        <FormError message={error} />
        {remote.loading ? <LoadingNote /> : null}
        {remote.data && remote.data.items.length === 0 ? <p className="empty-state">{t`No QR check-ins were found.`}</p> : null}
        {[...groups.entries()].map(([day, items]) => (
          <section key={day} className="qr-day" aria-label={day}>
            <h2 className="qr-day__title">{day}</h2>
            <ul className="work-list">
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
      </div>
    </main>
  );
}
