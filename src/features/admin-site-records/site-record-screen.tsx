/**
 * /adminSiteRecord (issue 33, decision 081): a record for a worker without a phone. The admin finds a
 * worker of the site by part of the name or of the phone number, checks the face (or the ID card)
 * against the person, chooses the event and the reason, and records it now; it counts as a scan and
 * the worker's screens say it was recorded by the site. Each refusal says what to do; what was chosen
 * stays, and a retry after a lost answer sends the same key, so the event is recorded once. A record
 * needs the connection: offline, the screen says so and keeps the choice.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { QR_EVENT_TYPES, type QrEventType } from '#contract/api-contract.ts';
import { SITE_RECORD_REASONS, type QrScannedEvent, type SiteRecordReason, type SiteWorker } from '#contract/api-qr.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { ActiveSite } from '@/domain/admin/active-site';
import { WorkerFace } from '@/domain/admin/worker-photo';
import { EVENT_LABELS } from '@/domain/attendance/event-labels';
import { messageForError } from '@/platform/api/error-messages';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { SelectField } from '@/platform/ui/select-field';
import { TextField } from '@/platform/ui/text-field';
import { findSiteWorkers, recordBySite } from './api';
import { useSiteRecordMessages } from './messages';
import { NOT_READY_MESSAGES, REASON_LABELS, RECORD_ERROR_MESSAGES, SEQUENCE_MESSAGES } from './texts';
import './admin-site-records.css';

type Found = { query: string; workers: SiteWorker[] };

export function SiteRecordScreen() {
  useSiteRecordMessages();
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [chosen, setChosen] = useState<SiteWorker | null>(null);
  const [recorded, setRecorded] = useState<QrScannedEvent | null>(null);
  const running = useRef<AbortController | null>(null);

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
      const workers = await findSiteWorkers(q, controller.signal);
      if (controller.signal.aborted) return;
      setFound({ query: q, workers });
      setChosen(workers.length === 1 ? (workers[0] ?? null) : null);
    } catch (failure) {
      if (!controller.signal.aborted) setSearchError(t((await messageForError(failure)).message));
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
        {recorded ? <RecordedNote event={recorded} /> : null}
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
            <WorkerChoice workers={found.workers} chosen={chosen} onChoose={setChosen} />
          )
        ) : null}
        {chosen ? (
          <RecordForm
            key={chosen.userId}
            worker={chosen}
            onRecorded={(event) => {
              setRecorded(event);
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

/** The chosen worker: the face to check, the event, the reason, and Record. */
function RecordForm({ worker, onRecorded }: { worker: SiteWorker; onRecorded: (event: QrScannedEvent) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const [eventType, setEventType] = useState<QrEventType | ''>('');
  const [reason, setReason] = useState<SiteRecordReason | ''>('');
  const [problems, setProblems] = useState<RecordProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per record: a retry after a lost answer is the same record; a change of event or reason is a new one.
  const key = useRef<string | null>(null);
  const name = worker.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found: RecordProblems = {
      ...(eventType === '' ? { eventType: t`Choose the event to record.` } : {}),
      ...(reason === '' ? { reason: t`Choose why there is no scan.` } : {}),
    };
    setProblems(found);
    if (eventType === '' || reason === '') return;
    key.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      onRecorded(await recordBySite({ userId: worker.userId, eventType, reason, idempotencyKey: key.current }));
    } catch (failure) {
      const { message, body } = await messageForError(failure, RECORD_ERROR_MESSAGES);
      const sequence = body?.code === 'QR_SEQUENCE' ? body.fields?.sequence : undefined;
      const missing = body?.code === 'NOT_READY_FOR_WORK' ? body.fields?.missing : undefined;
      if (sequence && sequence in SEQUENCE_MESSAGES) setError(t(SEQUENCE_MESSAGES[sequence as keyof typeof SEQUENCE_MESSAGES]));
      else if (missing && missing in NOT_READY_MESSAGES) setError(t(NOT_READY_MESSAGES[missing as keyof typeof NOT_READY_MESSAGES]));
      else if (!body && !navigator.onLine) setError(t`Offline: a record needs the connection. Try again when it is back; what you chose stays.`);
      else setError(t(message));
      // Refused for a reason: the next try is a new record.
      if (body) key.current = null;
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
            key.current = null;
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
            key.current = null;
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

/** The last record: who, what, when, and that the worker sees it as recorded by the site. */
function RecordedNote({ event }: { event: QrScannedEvent }) {
  const { t } = useLingui();
  const name = event.workerName;
  const what = t(EVENT_LABELS[event.eventType]);
  const time = timeOfDayInSeoul(event.occurredAt) ?? '';
  return (
    <p className="note site-record__done" role="status">
      {t`Recorded: ${name} · ${what} · ${time}. The worker sees it as recorded by the site.`}
    </p>
  );
}
