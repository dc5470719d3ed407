/**
 * Admin scan (/adminScan): the gate scanner. The rear camera starts by itself and reads codes
 * continuously; each decoded code is taken once (scan-gate.ts), checked on the phone (local-check.ts),
 * queued in the scan outbox and sent (ADR 007). The answer shows for a moment over the camera with a
 * beep and a buzz: the worker's initials, name and event when recorded; "saved, will send" when the
 * network did not answer in time; what to do when refused. Then scanning resumes. Below: what waits
 * to be sent, what the server refused later, and this screen's log. The camera can be turned off,
 * the torch used where the camera has one, and the scanner put full screen; the screen stays awake
 * while scanning.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { enqueue, isFlushing, subscribeOutbox, type OutboxItem } from '@/domain/attendance/scan-outbox';
import { useOnline } from '@/platform/pwa/use-online';
import { answerFor, requestBackgroundSync, useScanOutbox } from '@/domain/attendance/use-scan-outbox';
import { useWakeLock } from '@/platform/pwa/use-wake-lock';
import { currentAdminSite } from '@/platform/session/current-user';
import { Button } from '@/platform/ui/button';
import { MAX_QR_PAYLOAD_LENGTH } from '#contract/qr-payload.ts';
import { TextField } from '@/platform/ui/text-field';
import { PageHeader } from '@/platform/ui/page-header';
import { ActiveSite } from '@/domain/admin/active-site';
import { CameraPanel } from '@/domain/admin/camera-panel';
import { checkLocally } from './local-check';
import { cachedScannerKeys, refreshScannerKeys, type CachedScannerKeys } from '@/domain/attendance/scanner-keys';
import { nextScanTime } from '@/domain/attendance/scan-time';
import { createScanGate } from './scan-gate';
import { signalAccepted, signalRefused, signalSaved, unlockSound } from './scan-feedback';
import { useFullscreen } from './use-fullscreen';
import { CAMERA_START_MARK, useQrCamera } from '@/domain/admin/use-qr-camera';
import { dropGateScan, noteGateScan } from '@/domain/attendance/gate-log';
import './scan.css';
import { useScanMessages } from './messages';
import { OutboxPanel, ScanLog, ScanResult, type LogEntry, type ScanAnswer } from './scan-answers';

/** How long an answer stays over the camera before scanning resumes. */
const ACCEPTED_SHOW_MS = 1_600;
/** An accepted scan with the worker's face (decision 080): long enough to look from the face to the person. */
const ACCEPTED_WITH_FACE_SHOW_MS = 2_600;
const SAVED_SHOW_MS = 2_000;
const REFUSED_SHOW_MS = 3_500;
/**
 * How long a fresh scan waits for the server before it is shown as saved and left to the outbox; less
 * when older scans are still being sent (the line at the gate must keep moving).
 */
const ANSWER_WAIT_MS = 2_500;
const ANSWER_WAIT_BEHIND_MS = 800;
/** Longer than any code lives (60 s by default): an answered code is not taken again meanwhile. */
const REMEMBER_ANSWERED_MS = 5 * 60 * 1000;
/** The session log below the scanner keeps this many answers. */
const LOG_LENGTH = 20;
const FIRST_ACCEPTED_MARK = 'scan:first-accepted';

const SHOW_MS: Record<ScanAnswer['kind'], number> = { accepted: ACCEPTED_SHOW_MS, saved: SAVED_SHOW_MS, refused: REFUSED_SHOW_MS };

/** The log's time: the server's time of an accepted event, else now; in Seoul like every list of the app. */
function logTime(answer: ScanAnswer): string {
  return timeOfDayInSeoul(answer.kind === 'accepted' ? answer.event.occurredAt : new Date().toISOString()) ?? '';
}

export function AdminScanScreen() {
  useScanMessages();
  const { t } = useLingui();
  const owner = useMemo(() => currentAdminSite(), []);
  const online = useOnline();
  const outbox = useScanOutbox(owner);
  const videoRef = useRef<HTMLVideoElement>(null);
  const scannerRef = useRef<HTMLElement>(null);
  const [gate] = useState(() => createScanGate(REMEMBER_ANSWERED_MS));
  const [wanted, setWanted] = useState(true);
  const [checking, setChecking] = useState(false);
  const [shown, setShown] = useState<ScanAnswer | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const hideTimer = useRef<number | undefined>(undefined);
  const logKey = useRef(0);
  const keysRef = useRef<CachedScannerKeys | null>(null);
  const queuedIds = useRef<ReadonlySet<string>>(new Set());
  /** Items shown as "saved, will send" whose answer has not come yet. */
  const savedKeys = useRef(new Set<string>());
  /** The latest `scannedAt` given on this screen or waiting in the outbox, in ms. */
  const lastScannedAt = useRef(0);
  /**
   * Fresh scans whose answer the screen waits for: not "waiting to be sent". Without this the outbox
   * card flashed up and away at every scan the server answered at once.
   */
  const [answering, setAnswering] = useState<ReadonlySet<string>>(() => new Set());
  useLayoutEffect(() => {
    const queued = [...outbox.pending, ...outbox.refused];
    queuedIds.current = new Set(queued.flatMap((item) => (item.kind === 'scan' ? [item.codeId] : [])));
    for (const item of queued) lastScannedAt.current = Math.max(lastScannedAt.current, Date.parse(item.scannedAt) || 0);
  });

  // The keys to check codes offline: the cached ones at once, fresh ones whenever the network is there.
  useEffect(() => {
    if (!owner) return;
    const controller = new AbortController();
    void cachedScannerKeys(owner).then((cached) => {
      keysRef.current ??= cached;
    });
    if (online) {
      refreshScannerKeys(owner, controller.signal).then(
        (fresh) => {
          keysRef.current = fresh;
        },
        () => undefined,
      );
    }
    return () => controller.abort();
  }, [owner, online]);

  const show = useCallback(
    (answer: ScanAnswer) => {
      const duration = answer.kind === 'accepted' && answer.event.hasPhoto ? ACCEPTED_WITH_FACE_SHOW_MS : SHOW_MS[answer.kind];
      gate.holdUntil(performance.now() + duration);
      setShown(answer);
      logKey.current += 1;
      const entry = { key: logKey.current, time: logTime(answer), answer };
      setLog((previous) => [entry, ...previous].slice(0, LOG_LENGTH));
      window.clearTimeout(hideTimer.current);
      hideTimer.current = window.setTimeout(() => setShown(null), duration);
    },
    [gate],
  );

  const handle = useCallback(
    async (payload: string): Promise<ScanAnswer> => {
      const cached = keysRef.current;
      const verdict = await checkLocally(payload, cached, queuedIds.current);
      if (!verdict.ok) return { kind: 'refused', refusal: verdict.reason };
      if (!owner) return { kind: 'refused', refusal: { code: 'UNAUTHORIZED' } };
      const item: OutboxItem = {
        kind: 'scan',
        key: crypto.randomUUID(),
        owner,
        payload,
        codeId: verdict.codeId,
        scannedAt: new Date(nextScanTime(lastScannedAt, Date.now() + (cached?.offsetMs ?? 0))).toISOString(),
        queuedAt: Date.now(),
        eventType: verdict.eventType,
        workerName: verdict.workerName,
        status: 'pending',
      };
      const wait = isFlushing() ? ANSWER_WAIT_BEHIND_MS : ANSWER_WAIT_MS;
      setAnswering((previous) => new Set(previous).add(item.key));
      await enqueue(item);
      const outcome = navigator.onLine ? await answerFor(owner, item.key, wait) : null;
      // An answered scan has left the outbox's pending list in the same render (useScanOutbox).
      setAnswering((previous) => new Set([...previous].filter((key) => key !== item.key)));
      // The roster counts the gate's own scans while it is offline (decision 077).
      const note = (at: string, workerName: string | null) => {
        if (verdict.workerShortId === null) return;
        const scan = { key: item.key, workerShortId: verdict.workerShortId, workerName, eventType: verdict.eventType, at };
        noteGateScan(owner, scan).catch(() => undefined);
      };
      if (outcome?.kind === 'sent') {
        note(outcome.event.occurredAt, outcome.event.workerName);
        return { kind: 'accepted', event: outcome.event };
      }
      if (outcome?.kind === 'refused') return { kind: 'refused', refusal: outcome };
      note(item.scannedAt, verdict.workerName);
      savedKeys.current.add(item.key);
      requestBackgroundSync();
      return { kind: 'saved', eventType: verdict.eventType, workerName: verdict.workerName, checked: verdict.checked };
    },
    [owner],
  );

  /** Signals and shows a scan's answer; the code is not taken again for a while. */
  const finish = useCallback(
    (payload: string, answer: ScanAnswer) => {
      gate.settle(payload, performance.now());
      if (answer.kind === 'accepted') {
        if (performance.getEntriesByName(FIRST_ACCEPTED_MARK).length === 0 && performance.getEntriesByName(CAMERA_START_MARK).length > 0) {
          performance.mark(FIRST_ACCEPTED_MARK);
        }
        signalAccepted();
      } else if (answer.kind === 'saved') signalSaved();
      else signalRefused();
      show(answer);
    },
    [gate, show],
  );

  const safeHandle = useCallback(
    (payload: string) => handle(payload).catch((): ScanAnswer => ({ kind: 'refused', refusal: { code: 'INTERNAL' } })),
    [handle],
  );

  const onDecode = useCallback(
    (payload: string) => {
      if (!gate.admit(payload, performance.now())) return;
      setChecking(true);
      void safeHandle(payload).then((answer) => {
        setChecking(false);
        finish(payload, answer);
      });
    },
    [gate, safeHandle, finish],
  );

  // A scan shown as saved that the outbox sends later gets its answer in the log.
  useEffect(
    () =>
      subscribeOutbox((event) => {
        if (event.kind === 'settled' && event.outcome.kind === 'refused') dropGateScan(event.item.owner, event.item.key).catch(() => undefined);
        if (event.kind !== 'settled' || !savedKeys.current.delete(event.item.key)) return;
        const answer: ScanAnswer = event.outcome.kind === 'sent' ? { kind: 'accepted', event: event.outcome.event } : { kind: 'refused', refusal: event.outcome };
        logKey.current += 1;
        const entry = { key: logKey.current, time: logTime(answer), answer };
        setLog((previous) => [entry, ...previous].slice(0, LOG_LENGTH));
      }),
    [],
  );

  const camera = useQrCamera(videoRef, wanted, onDecode);
  const fullscreen = useFullscreen(scannerRef);
  useWakeLock(camera.status === 'on');

  const scanning = camera.status === 'on';
  const waiting = outbox.pending.filter((item) => !answering.has(item.key));
  // A camera that is off or failed is explained by the panel over the picture, with its one button;
  // the line then stays empty.
  let statusLine = '';
  if (camera.status === 'starting') statusLine = t`Starting the camera… Allow camera access if your browser asks.`;
  if (scanning) statusLine = checking ? t`Checking the code…` : t`Scanning. Hold the worker's code inside the frame.`;

  return (
    <main className="page scan">
      <PageHeader title={t`QR scan`} back />
      <ActiveSite />
      <section ref={scannerRef} className="scanner" aria-label={t`Scanner`}>
        <div className="scanner__viewport">
          <video ref={videoRef} className="scanner__video" muted playsInline aria-hidden="true" />
          {scanning ? <div className="scanner__frame" aria-hidden="true" /> : null}
          {!scanning && camera.status !== 'starting' ? (
            <CameraPanel
              status={camera.status}
              onStart={() => {
                unlockSound();
                if (wanted) camera.retry();
                else setWanted(true);
              }}
            />
          ) : null}
          {shown ? <ScanResult answer={shown} /> : null}
        </div>
        <p className="scanner__status" role="status">
          {statusLine}
        </p>
        {online ? null : <p className="scanner__offline">{t`Offline: scans are checked and saved on this phone, and sent when the connection is back.`}</p>}
        <HandheldInput
          onCode={async (payload) => {
            const answer = await safeHandle(payload);
            finish(payload, answer);
          }}
        />
        <div className="scanner__controls">
          {scanning || camera.status === 'starting' ? (
            <Button variant="secondary" onClick={() => setWanted(false)}>
              {t`Turn camera off`}
            </Button>
          ) : null}
          {camera.torchAvailable ? (
            <Button variant="secondary" aria-pressed={camera.torchOn} onClick={() => camera.setTorch(!camera.torchOn)}>
              {camera.torchOn ? t`Light off` : t`Light on`}
            </Button>
          ) : null}
          {fullscreen.supported ? (
            <Button variant="secondary" aria-pressed={fullscreen.active} onClick={fullscreen.toggle}>
              {fullscreen.active ? t`Exit full screen` : t`Full screen`}
            </Button>
          ) : null}
        </div>
      </section>
      <div className="page__body scan-lists">
        {waiting.length > 0 || outbox.refused.length > 0 ? <OutboxPanel owner={owner} online={online} pending={waiting} refused={outbox.refused} /> : null}
        <section className="scan-log" aria-labelledby="scan-log-title">
          <h2 id="scan-log-title" className="scan-log__title">
            {t`Scans on this screen`}
          </h2>
          {log.length === 0 ? <p className="muted">{t`No codes scanned yet.`}</p> : <ScanLog log={log} />}
        </section>
        <Link to="/adminQrCheckedList" className="btn btn--text btn--block">
          {t`See the QR check list`}
        </Link>
      </div>
    </main>
  );
}

/**
 * For a handheld scanner (a USB or Bluetooth scanner types the code and Enter into the focused field)
 * or a pasted code: each entry is taken like a camera scan.
 */
function HandheldInput({ onCode }: { onCode: (payload: string) => Promise<void> }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = text.trim();
    if (payload === '') {
      setError(t`Scan a code with the handheld scanner, or paste one, then press Enter.`);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onCode(payload);
    } finally {
      setText('');
      setBusy(false);
      input.current?.focus();
    }
  }
  return (
    <form className="scanner__handheld" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={input}
        label={t`Code from a handheld scanner`}
        hint={t`Connect a handheld scanner, or paste a code, then press Enter.`}
        name="handheldCode"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QR_PAYLOAD_LENGTH}
        value={text}
        readOnly={busy}
        aria-busy={busy || undefined}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
