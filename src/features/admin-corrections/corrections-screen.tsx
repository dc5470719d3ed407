/**
 * /adminCorrections (issue 18): the correction requests of the admin's corporation-site. Waiting ones
 * first (newest first), searched by the worker's name or phone digits as the admin types, paged as
 * the end comes into view; the decided ones in a second view. Each is approved or rejected through a
 * confirmation dialog with a note; a decided request leaves the waiting list at once.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { AdminCorrection } from '#contract/api-corrections.ts';
import { ActiveSite } from '@/domain/admin/active-site';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { EventTime } from '@/domain/attendance/event-time';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useKeysetPages } from '@/platform/api/use-keyset-pages';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { Segmented } from '@/platform/ui/segmented';
import { ShowMore } from '@/platform/ui/show-more';
import { TextField } from '@/platform/ui/text-field';
import { useDebouncedValue } from '@/platform/ui/use-debounced-value';
import { listSiteCorrections, type CorrectionListState } from './api';
import { CorrectionCard, useRequestDay } from './correction-card';
import { DecisionDialog, type Decision } from './decision-dialog';
import { useAdminCorrectionMessages } from './messages';
import './admin-corrections.css';

/** The search waits this long after the last key before it asks the server. */
const SEARCH_DELAY_MS = 350;

export function AdminCorrectionsScreen() {
  useAdminCorrectionMessages();
  const { t } = useLingui();
  const [view, setView] = useState<CorrectionListState>('pending');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // Bumped after a decision (or a refusal that means the list is stale): the list loads again.
  const [version, setVersion] = useState(0);
  // Within a view, what is shown stays while a search or a reload loads: a request open on screen stays open.
  const pages = useKeysetPages(`corrections-${view}-${q}-${String(version)}`, (cursor, signal) => listSiteCorrections({ state: view, q }, cursor, signal), { keepShownWhile: view });
  const loadError = useErrorMessage(pages.error);
  const [deciding, setDeciding] = useState<{ request: AdminCorrection; decision: Decision } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // Decided here: gone from the waiting list at once, before it has loaded again.
  const [decidedIds, setDecidedIds] = useState<ReadonlySet<string>>(new Set());

  function show(next: CorrectionListState) {
    setView(next);
    setStatus(null);
    setAlert(null);
  }

  function decided(request: AdminCorrection) {
    setDeciding(null);
    setDecidedIds((ids) => new Set(ids).add(request.id));
    setAlert(null);
    const name = request.workerName;
    setStatus(request.state === 'approved' ? t`The request of ${name} was approved.` : t`The request of ${name} was rejected.`);
    setVersion((value) => value + 1);
  }

  function gone(request: AdminCorrection, message: string) {
    setDeciding(null);
    setDecidedIds((ids) => new Set(ids).add(request.id));
    setStatus(null);
    setAlert(message);
    setVersion((value) => value + 1);
  }

  const items = view === 'pending' ? pages.items.filter((item) => !decidedIds.has(item.id)) : pages.items;
  const total = pages.total ?? 0;
  const searching = q !== '';
  return (
    <main className="page">
      <PageHeader title={t`Correction requests`} back />
      <div className="page__body">
        <ActiveSite />
        <Segmented
          label={t`Requests to show`}
          value={view}
          onChange={show}
          options={[
            { value: 'pending', label: t`Waiting` },
            { value: 'decided', label: t`Decided` },
          ]}
        />
        <form className="form" role="search" onSubmit={(event: FormEvent) => event.preventDefault()}>
          <TextField label={t`Name or phone number`} type="search" name="q" value={search} autoComplete="off" onChange={(event) => setSearch(event.target.value)} />
        </form>
        <p className="note" role="status" hidden={!status}>
          {status}
        </p>
        <FormError message={alert ?? loadError} />
        {pages.loaded && total > 0 ? (
          <p className="muted" role="status">
            {pages.totalCapped
              ? view === 'pending'
                ? plural(total, { one: 'More than # request is waiting for a decision.', other: 'More than # requests are waiting for a decision.' })
                : plural(total, { one: 'More than # request was decided.', other: 'More than # requests were decided.' })
              : view === 'pending'
                ? plural(total, { one: '# request is waiting for a decision.', other: '# requests are waiting for a decision.' })
                : plural(total, { one: '# request was decided.', other: '# requests were decided.' })}
          </p>
        ) : null}
        {pages.loaded && items.length === 0 ? (
          <p className="empty-state">
            {searching ? t`No request matches “${q}”.` : view === 'pending' ? t`No correction requests are waiting.` : t`No request has been decided yet.`}
          </p>
        ) : null}
        {items.length > 0 ? (
          <ul className="corrections">
            {items.map((request) => (
              <li key={request.id}>
                <CorrectionCard request={request} onDecide={request.state === 'pending' ? (decision) => setDeciding({ request, decision }) : undefined} />
              </li>
            ))}
          </ul>
        ) : null}
        <ShowMore sentinel={pages.sentinel} hasMore={pages.nextCursor !== null} loading={pages.loading} onMore={pages.loadMore} />
        {pages.loading && !pages.loaded && items.length === 0 ? <LoadingNote /> : null}
      </div>
      {deciding ? <Deciding key={deciding.request.id} {...deciding} onDecided={decided} onGone={(message) => gone(deciding.request, message)} onCancel={() => setDeciding(null)} /> : null}
    </main>
  );
}

/** The dialog, with its one-line summary of what is decided. */
function Deciding({ request, decision, onDecided, onGone, onCancel }: { request: AdminCorrection; decision: Decision; onDecided: (request: AdminCorrection) => void; onGone: (message: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const day = useRequestDay(request);
  const event = t(EVENT_LABELS[request.eventType]);
  const what = (
    <>
      {event} <EventTime at={request.time} day={request.date} />
    </>
  );
  return <DecisionDialog request={request} decision={decision} summary={{ who: `${request.workerName} · ${day}`, what }} onDecided={onDecided} onGone={onGone} onCancel={onCancel} />;
}
