/**
 * A QR check list: recorded attendance events, newest first and grouped by day, filtered by day and,
 * on the admin's list, searched by worker name or phone number. The worker's list shows their own
 * events, the admin's those at the chosen corporation-site; the server decides which. Pages of 50
 * load as the end comes into view (or by "Show more"); the total says how many match, up to the
 * server's count cap ("of more than 1000", issue 32).
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { messageForError, useErrorMessage } from '@/platform/api/error-messages';
import { deliverFile } from '@/platform/files/deliver-file';
import { useKeysetPages } from '@/platform/api/use-keyset-pages';
import type { QrEventList } from '#contract/api-qr.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { dateInSeoul } from '#contract/seoul-calendar.ts';
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
  /** The admin's list: the search of one day as a CSV file, and its name. */
  download?: { file: (query: EventQuery) => Promise<Blob>; name: (query: EventQuery) => string };
}

export function QrCheckedList({ title, load, showWorker, above, download }: QrCheckedListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState<EventQuery>({ day: '', q: '' });
  const [dayInput, setDayInput] = useState('');
  const [searchInput, setSearchInput] = useState('');
  const { items, total, totalCapped, loaded, loading, nextCursor, loadMore, sentinel, error: failure } = useKeysetPages(`qr-events-${query.day}-${query.q}`, (cursor, signal) => load(query, cursor, signal));
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
            {totalCapped ? t`Showing ${items.length} of more than ${total}` : t`Showing ${items.length} of ${total}`}
          </p>
        ) : null}
        {download ? <CsvDownload query={query} download={download} found={loaded && items.length > 0} /> : null}
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

/** The admin's search as CSV: for one day (a bounded file); without a day, how to get one. */
function CsvDownload({ query, download, found }: { query: EventQuery; download: NonNullable<QrCheckedListProps['download']>; found: boolean }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (query.day === '') return <p className="muted qr-download__hint">{t`Choose a day and search to download the list as a CSV file.`}</p>;
  if (!found) return null;

  async function get() {
    setBusy(true);
    setStatus(null);
    setError(null);
    try {
      const name = download.name(query);
      const delivery = await deliverFile(await download.file(query), name, t`QR check list`);
      if (delivery !== 'cancelled') setStatus(t`Saved: ${name}`);
    } catch (failure) {
      setError(t((await messageForError(failure)).message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="qr-download">
      <Button variant="secondary" block busy={busy} onClick={() => void get()}>
        {t`Download this list (CSV)`}
      </Button>
      <FormError message={error} />
      <p className="note" role="status" hidden={!status}>
        {status}
      </p>
    </div>
  );
}
