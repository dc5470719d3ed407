/**
 * /adminRoster (issue 33, decision 077): who is on the admin's site now — the headcount an evacuation
 * needs — who left today and who has not arrived (contracted today, not begun by the start plus the
 * site's grace), with the counts per trade and the names in each group. It counts again every minute
 * while shown, and on "Count again". Offline it shows the service worker's last copy (the shell's note
 * says as of when) with the gate's own scans since then counted on this phone, and says how many.
 * The grace is the site's setting, at the end.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ARRIVAL_GRACE_MAX, countsByTrade, type Roster, type RosterWorker } from '#contract/api-roster.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { ActiveSite } from '@/domain/admin/active-site';
import { gateScans } from '@/domain/attendance/gate-log';
import { withGateScans, type GateView } from '@/domain/attendance/roster-view';
import { messageForError, useErrorMessage } from '@/platform/api/error-messages';
import { currentAdminSite, currentAdminSiteCode } from '@/platform/session/current-user';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { PageHeader } from '@/platform/ui/page-header';
import { TextField } from '@/platform/ui/text-field';
import { useRemote } from '@/platform/api/use-remote';
import { getRoster, setArrivalGrace } from './api';
import { useAdminRosterMessages } from './messages';
import './admin-roster.css';

/** How often the shown roster is counted again. */
const REFRESH_MS = 60_000;

/** The server's roster with the gate's own scans since it on top; null: the copy is another site's. */
async function loadView(signal: AbortSignal): Promise<GateView | null> {
  const roster = await getRoster(signal);
  const owner = currentAdminSite();
  if (owner === null || currentAdminSiteCode() !== roster.siteCode) return null;
  return withGateScans(roster, await gateScans(owner), Date.now());
}

export function AdminRosterScreen() {
  useAdminRosterMessages();
  const { t } = useLingui();
  const [count, setCount] = useState(0);
  const view = useRemote(`admin-roster-${String(count)}`, loadView);
  const loadError = useErrorMessage(view.error);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setCount((n) => n + 1);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const countAgain = () => setCount((n) => n + 1);
  return (
    <main className="page roster">
      <PageHeader title={t`On site now`} back />
      <ActiveSite />
      <div className="page__body">
        {view.data === undefined && !loadError ? <LoadingNote /> : null}
        {loadError ? (
          <div className="roster__error">
            <FormError message={loadError} />
            <Button variant="secondary" block onClick={countAgain}>
              {t`Try again`}
            </Button>
          </div>
        ) : null}
        {view.data === null ? <p className="note">{t`No count of this site is saved on this phone yet. Connect once to load it.`}</p> : null}
        {view.data ? (
          <>
            <Headcount view={view.data} counting={view.loading} onCountAgain={countAgain} />
            <TradeCounts roster={view.data.roster} />
            <WorkerGroup kind="onSite" workers={view.data.roster.onSite} />
            <WorkerGroup kind="expected" workers={view.data.roster.expected} />
            <WorkerGroup kind="left" workers={view.data.roster.left} />
            {view.data.roster.dueLater.length > 0 ? <WorkerGroup kind="dueLater" workers={view.data.roster.dueLater} /> : null}
            <GraceForm key={view.data.roster.graceMinutes} graceMinutes={view.data.roster.graceMinutes} onSaved={countAgain} />
          </>
        ) : null}
      </div>
    </main>
  );
}

/** The three numbers, when they were counted, and what this phone added offline. */
function Headcount({ view, counting, onCountAgain }: { view: GateView; counting: boolean; onCountAgain: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const { roster, counted } = view;
  const time = timeOfDayInSeoul(roster.asOf) ?? '';
  const due = roster.dueLater.length;
  return (
    <section className="card roster__headcount" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t`Headcount`}
      </h2>
      <dl className="roster__tiles">
        <div className="roster__tile roster__tile--on-site">
          <dt>{t`On site`}</dt>
          <dd>{roster.onSite.length}</dd>
        </div>
        <div className="roster__tile roster__tile--expected">
          <dt>{t`Not arrived`}</dt>
          <dd>{roster.expected.length}</dd>
        </div>
        <div className="roster__tile">
          <dt>{t`Left`}</dt>
          <dd>{roster.left.length}</dd>
        </div>
      </dl>
      <p className="muted roster__as-of">
        {t`Counted at ${time}.`} {due > 0 ? plural(due, { one: '# more is due later today.', other: '# more are due later today.' }) : null}
      </p>
      {counted > 0 ? (
        <p className="note" role="status">
          {plural(counted, {
            one: 'Counted on this phone: # scan at this gate since then is included.',
            other: 'Counted on this phone: # scans at this gate since then are included.',
          })}
        </p>
      ) : null}
      <Button variant="secondary" block busy={counting} onClick={onCountAgain}>
        {t`Count again`}
      </Button>
    </section>
  );
}

/** The counts per trade, for the evacuation's list: a line a trade, its words wrapping at any text size. */
function TradeCounts({ roster }: { roster: Roster }) {
  const { t } = useLingui();
  const titleId = useId();
  const rows = countsByTrade(roster);
  if (rows.length === 0) return null;
  return (
    <section className="card roster__group" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t`By trade`}
      </h2>
      <ul className="roster__list">
        {rows.map((row) => {
          const { onSite, expected, left } = row;
          return (
            <li key={row.trade ?? ''} className="roster__worker">
              <span className="roster__name">{row.trade ?? t`No contract at this site`}</span>
              <span className="roster__detail">{t`On site ${onSite} · not arrived ${expected} · left ${left}`}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type GroupKind = 'onSite' | 'expected' | 'left' | 'dueLater';

/** One group's names, with the trade and the times that matter for it. */
function WorkerGroup({ kind, workers }: { kind: GroupKind; workers: readonly RosterWorker[] }) {
  const { t } = useLingui();
  const titleId = useId();
  const title = { onSite: t`On site`, expected: t`Not arrived`, left: t`Left`, dueLater: t`Due later today` }[kind];
  const empty = { onSite: t`Nobody is on site.`, expected: t`Everyone expected so far has arrived.`, left: t`Nobody has left yet today.`, dueLater: '' }[kind];
  const detail = (worker: RosterWorker): string => {
    const begun = worker.begunAt ? (timeOfDayInSeoul(worker.begunAt) ?? '') : '';
    const ended = worker.endedAt ? (timeOfDayInSeoul(worker.endedAt) ?? '') : '';
    const start = worker.workStart ?? '';
    if (kind === 'onSite') return worker.onBreak ? t`Since ${begun}, on a break` : t`Since ${begun}`;
    if (kind === 'left') return t`${begun} to ${ended}`;
    return t`Starts at ${start}`;
  };
  return (
    <section className="card roster__group" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title} <span className="roster__group-count">{workers.length}</span>
      </h2>
      {workers.length === 0 ? (
        <p className="muted roster__empty">{empty}</p>
      ) : (
        <ul className="roster__list">
          {workers.map((worker) => (
            <li key={worker.userId} className="roster__worker">
              <span className="roster__name">{worker.name === '' ? t`A worker this phone does not know` : worker.name}</span>
              <span className="roster__detail">
                {worker.trade ?? t`No contract at this site`} · {detail(worker)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The site's grace after the contracted start before a worker counts as not arrived. */
function GraceForm({ graceMinutes, onSaved }: { graceMinutes: number; onSaved: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const [value, setValue] = useState(String(graceMinutes));
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const max = ARRIVAL_GRACE_MAX;

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setStatus(null);
    const minutes = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!(minutes >= 0 && minutes <= ARRIVAL_GRACE_MAX)) {
      setProblem(t`Enter whole minutes from 0 to ${max}.`);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await setArrivalGrace(minutes);
      setStatus(t`Saved. The count uses it from now on.`);
      onSaved();
    } catch (failure) {
      setError(t((await messageForError(failure)).message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card roster__grace" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t`When a worker counts as not arrived`}
      </h2>
      <p className="note" role="status" hidden={!status}>
        {status}
      </p>
      <form className="form" noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label={t`Minutes after the contracted start`}
          name="graceMinutes"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={value}
          hint={t`A worker who has not started work by then counts as not arrived.`}
          error={problem}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <FormError message={error} />
        <Button type="submit" variant="secondary" block busy={busy}>
          {t`Save`}
        </Button>
      </form>
    </section>
  );
}
