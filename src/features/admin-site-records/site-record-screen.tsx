/**
 * /adminSiteRecord (issue 33, decision 081): a record for a worker without a phone. The admin finds a
 * worker of the site by part of the name or of the phone number, checks the face (or the ID card)
 * against the person, chooses the event and the reason, and records it now; it counts as a scan and
 * the worker's screens say it was recorded by the site. Each refusal says what to do; what was chosen
 * stays. Every record goes through the gate's queue (the scanner's outbox, ADR 007) with its key and
 * the time it was made: online it is sent at once and its answer shown; offline, or when no answer
 * comes, it is kept on the phone and sent when the connection is back, counted at the time it was made,
 * in order with the gate's scans. Offline, the search looks among the site's workers this phone keeps
 * for the scanner (by name).
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { QR_EVENT_TYPES, type QrEventType } from '#contract/api-contract.ts';
import { SITE_RECORD_REASONS, type QrScannedEvent, type SiteRecordReason, type SiteWorker } from '#contract/api-qr.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { ActiveSite } from '@/domain/admin/active-site';
import { WorkerFace } from '@/domain/admin/worker-photo';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { noteGateScan } from '@/domain/attendance/gate-log';
import { dismiss, enqueue, outboxItems, type SendOutcome, type SiteRecordItem } from '@/domain/attendance/scan-outbox';
import { cachedScannerKeys, refreshScannerKeys } from '@/domain/attendance/scanner-keys';
import { nextScanTime } from '@/domain/attendance/scan-time';
import { answerFor, requestBackgroundSync, useScanOutbox } from '@/domain/attendance/use-scan-outbox';
import { isNetworkError } from '@/platform/api/client';
import { apiErrorMessage, messageForError } from '@/platform/api/error-messages';
import { useOnline } from '@/platform/pwa/use-online';
import { currentAdminSite } from '@/platform/session/current-user';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { SelectField } from '@/platform/ui/select-field';
import { TextField } from '@/platform/ui/text-field';
import { findSiteWorkers } from './api';
import { useSiteRecordMessages } from './messages';
import { NOT_READY_MESSAGES, REASON_LABELS, RECORD_ERROR_MESSAGES, SEQUENCE_MESSAGES } from './texts';
import './admin-site-records.css';

/** How long the screen waits for the server's answer before it keeps the record on the phone. */
const ANSWER_WAIT_MS = 8_000;

/** The workers found; `offline`: among those this phone keeps for the scanner, by name. */
type Found = { query: string; workers: SiteWorker[]; offline: boolean };

/** The site's workers this phone keeps for the scanner whose name holds `q` (no phone numbers or photos there). */
async function findKnownWorkers(owner: string, q: string): Promise<SiteWorker[] | null> {
  const cached = await cachedScannerKeys(owner);
  if (!cached) return null;
  const needle = q.toLocaleLowerCase();
  return cached.keys.workers
    .filter((worker) => worker.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 20)
    .map((worker) => ({ userId: worker.userId, name: worker.name, initials: worker.initials, phone: '', jobTitle: null, hasPhoto: false }));
}

export function SiteRecordScreen() {
  useSiteRecordMessages();
  const { t } = useLingui();
  const owner = useMemo(() => currentAdminSite(), []);
  const online = useOnline();
  // Keeps the queue moving while this screen is open, and says what waits in it.
  const waiting = useScanOutbox(owner).pending.length;
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [chosen, setChosen] = useState<SiteWorker | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const running = useRef<AbortController | null>(null);

  // The site's workers for an offline search (the scanner's list), fresh whenever the network is there.
  useEffect(() => {
    if (!owner || !online) return;
    const controller = new AbortController();
    refreshScannerKeys(owner, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [owner, online]);

  async function searchOnPhone(q: string): Promise<void> {
    const workers = owner ? await findKnownWorkers(owner, q) : null;
    if (workers === null) {
      setSearchError(t`Offline, and this phone has no list of the site's workers yet. Open this screen or the scanner once with the connection.`);
      return;
    }
    setFound({ query: q, workers, offline: true });
    setChosen(workers.length === 1 ? (workers[0] ?? null) : null);
  }

  async function search(event: FormEvent) {
    event.preventDefault();
    setSearchError(null);
    const q = query.trim();
    if (q === '') {
      setQueryError(t`Enter part of the worker's name or phone number.`);
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setSearching(true);
    try {
      if (!navigator.onLine) {
        await searchOnPhone(q);
        return;
      }
      const workers = await findSiteWorkers(q, controller.signal);
      if (controller.signal.aborted) return;
      setFound({ query: q, workers, offline: false });
      setChosen(workers.length === 1 ? (workers[0] ?? null) : null);
    } catch (failure) {
      if (controller.signal.aborted) return;
      if (isNetworkError(failure)) await searchOnPhone(q);
      else setSearchError(t((await messageForError(failure)).message));
    } finally {
      if (running.current === controller) setSearching(false);
    }
  }

  const searched = found?.query ?? '';
  return (
    <main className="page">
      <PageHeader title={t`Record without a phone`} back />
      <div className="page__body site-record">
        <ActiveSite />
        <p className="muted site-record__intro">{t`For a worker whose phone is dead, missing or not working: find them, check their face or ID card, and record the event now. It counts as a scan, and the worker sees it was recorded by the site.`}</p>
        {done ? <DoneNote done={done} /> : null}
        {waiting > 0 ? (
          <p className="muted site-record__waiting" role="status">
            {plural(waiting, { one: '# record or scan waits on this phone to be sent.', other: '# records and scans wait on this phone to be sent.' })}
          </p>
        ) : null}
        <form className="form site-record__search" role="search" aria-label={t`Find a worker of this site`} noValidate onSubmit={(event) => void search(event)}>
          <TextField
            label={t`Name or phone number`}
            name="q"
            autoComplete="off"
            value={query}
            error={queryError}
            onChange={(event) => {
              setQuery(event.target.value);
              setQueryError(null);
            }}
          />
          <FormError message={searchError} />
          <Button type="submit" block busy={searching}>
            {t`Find`}
          </Button>
        </form>
        {searching ? <LoadingNote /> : null}
        {found && !searching ? (
          found.workers.length === 0 ? (
            <p className="note" role="status">
              {t`No worker of this site today matches "${searched}".`}
            </p>
          ) : (
            <>
              {found.offline ? <p className="note">{t`Offline: workers this phone knows, found by name. The record is kept on this phone and sent when the connection is back.`}</p> : null}
              <WorkerChoice workers={found.workers} chosen={chosen} onChoose={setChosen} />
            </>
          )
        ) : null}
        {chosen && owner ? (
          <RecordForm
            key={chosen.userId}
            owner={owner}
            worker={chosen}
            onDone={(result) => {
              setDone(result);
              setChosen(null);
              setFound(null);
              setQuery('');
            }}
          />
        ) : null}
      </div>
    </main>
  );
}

/** The workers found: each a choice with the face (or initials), the name, the trade and the masked number. */
function WorkerChoice({ workers, chosen, onChoose }: { workers: SiteWorker[]; chosen: SiteWorker | null; onChoose: (worker: SiteWorker) => void }) {
  const { t } = useLingui();
  return (
    <ul className="site-record__workers" aria-label={t`Workers found`}>
      {workers.map((worker) => (
        <li key={worker.userId}>
          <button type="button" className="site-record__worker" aria-pressed={chosen?.userId === worker.userId} onClick={() => onChoose(worker)}>
            <span className="site-record__worker-name">{worker.name}</span>
            <span className="muted">{[worker.jobTitle, worker.phone].filter(Boolean).join(' · ')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

interface RecordProblems {
  eventType?: string | undefined;
  reason?: string | undefined;
}

/** What became of a record: the server's event, or kept on the phone until the connection is back. */
type Done = { kind: 'recorded'; event: QrScannedEvent } | { kind: 'kept'; item: SiteRecordItem };

/** The item for the queue: its time rises past every item waiting (ADR 007), by the server's clock as this phone knows it. */
async function queuedRecord(owner: string, worker: SiteWorker, key: string, eventType: QrEventType, reason: SiteRecordReason): Promise<SiteRecordItem> {
  const [waiting, cached] = await Promise.all([outboxItems(owner), cachedScannerKeys(owner)]);
  const last = { current: Math.max(0, ...waiting.map((item) => Date.parse(item.scannedAt) || 0)) };
  const at = nextScanTime(last, Date.now() + (cached?.offsetMs ?? 0));
  return { kind: 'siteRecord', key, owner, userId: worker.userId, reason, eventType, workerName: worker.name, scannedAt: new Date(at).toISOString(), queuedAt: Date.now(), status: 'pending' };
}

/** Offline, "who is on site" counts the gate's own records as its scans (decision 077). */
async function noteForRoster(owner: string, item: SiteRecordItem): Promise<void> {
  const known = (await cachedScannerKeys(owner))?.keys.workers.find((worker) => worker.userId === item.userId);
  if (known) await noteGateScan(owner, { key: item.key, workerShortId: known.shortId, workerName: item.workerName, eventType: item.eventType, at: item.scannedAt });
}

/** The chosen worker: the face to check, the event, the reason, and Record. */
function RecordForm({ owner, worker, onDone }: { owner: string; worker: SiteWorker; onDone: (done: Done) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const [eventType, setEventType] = useState<QrEventType | ''>('');
  const [reason, setReason] = useState<SiteRecordReason | ''>('');
  const [problems, setProblems] = useState<RecordProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = worker.name;

  /** A refusal in the words of the admin who chose the event. */
  function refusalText(outcome: Extract<SendOutcome, { kind: 'refused' }>): string {
    if (outcome.code === 'QR_SEQUENCE' && outcome.sequence) return t(SEQUENCE_MESSAGES[outcome.sequence]);
    if (outcome.code === 'NOT_READY_FOR_WORK' && outcome.missing) return t(NOT_READY_MESSAGES[outcome.missing]);
    return t(RECORD_ERROR_MESSAGES[outcome.code as keyof typeof RECORD_ERROR_MESSAGES] ?? apiErrorMessage(outcome.code));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found: RecordProblems = {
      ...(eventType === '' ? { eventType: t`Choose the event to record.` } : {}),
      ...(reason === '' ? { reason: t`Choose why there is no scan.` } : {}),
    };
    setProblems(found);
    if (eventType === '' || reason === '') return;
    setBusy(true);
    try {
      // One key per press: the queue sends it until the server answers, so the event is recorded once.
      const item = await queuedRecord(owner, worker, crypto.randomUUID(), eventType, reason);
      await enqueue(item);
      const outcome = navigator.onLine ? await answerFor(owner, item.key, ANSWER_WAIT_MS) : null;
      if (outcome?.kind === 'sent') {
        onDone({ kind: 'recorded', event: outcome.event });
      } else if (outcome?.kind === 'refused') {
        // Said here; the scanner's list of refused items need not say it again.
        await dismiss(item);
        setError(refusalText(outcome));
      } else {
        await noteForRoster(owner, item).catch(() => undefined);
        requestBackgroundSync();
        onDone({ kind: 'kept', item });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card site-record__form" aria-labelledby={titleId}>
      <div className="site-record__who">
        <WorkerFace userId={worker.userId} hasPhoto={worker.hasPhoto} initials={worker.initials} label={t`Face photo of ${name}`} className="site-record__face" />
        <div>
          <h2 id={titleId} className="site-record__name">
            {worker.name}
          </h2>
          <p className="muted">{[worker.jobTitle, worker.phone].filter(Boolean).join(' · ')}</p>
          <p className="site-record__check">{worker.hasPhoto ? t`Check the face against the person in front of you.` : t`No photo: check the person's ID card.`}</p>
        </div>
      </div>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t`Event`}
          name="eventType"
          placeholder={t`Choose the event`}
          options={QR_EVENT_TYPES.map((type) => ({ value: type, label: t(EVENT_LABELS[type]) }))}
          value={eventType}
          error={problems.eventType}
          onChange={(event) => {
            setEventType(event.target.value as QrEventType | '');
            setProblems((shown) => ({ ...shown, eventType: undefined }));
          }}
        />
        <SelectField
          label={t`Why there is no scan`}
          name="reason"
          placeholder={t`Choose the reason`}
          options={SITE_RECORD_REASONS.map((code) => ({ value: code, label: t(REASON_LABELS[code]) }))}
          value={reason}
          error={problems.reason}
          onChange={(event) => {
            setReason(event.target.value as SiteRecordReason | '');
            setProblems((shown) => ({ ...shown, reason: undefined }));
          }}
        />
        <FormError message={error} />
        <Button type="submit" block busy={busy}>
          {t`Record now`}
        </Button>
      </form>
    </section>
  );
}

/** The last record: who, what, when, and that the worker sees it as recorded by the site; or that it waits on the phone. */
function DoneNote({ done }: { done: Done }) {
  const { t } = useLingui();
  const name = done.kind === 'recorded' ? done.event.workerName : (done.item.workerName ?? '');
  const eventType = done.kind === 'recorded' ? done.event.eventType : done.item.eventType;
  const what = t(EVENT_LABELS[eventType]);
  const time = timeOfDayInSeoul(done.kind === 'recorded' ? done.event.occurredAt : done.item.scannedAt) ?? '';
  return (
    <p className="note site-record__done" role="status">
      {done.kind === 'recorded'
        ? t`Recorded: ${name} · ${what} · ${time}. The worker sees it as recorded by the site.`
        : t`Kept on this phone: ${name} · ${what} · ${time}. It is sent when the connection is back and counts at ${time}.`}
    </p>
  );
}
