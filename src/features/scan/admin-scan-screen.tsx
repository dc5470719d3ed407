/**
 * Admin scan (/adminScan): the gate scanner. The rear camera starts by itself and reads codes
 * continuously; each decoded code is submitted once (scan-gate.ts), and the answer is shown for a
 * moment over the camera with a beep and a buzz: the worker's initials, name and event when accepted,
 * or what to do when refused. Then scanning resumes. The camera can be turned off, the torch used
 * where the camera has one, and the scanner put full screen; the screen stays awake while scanning.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { EVENT_LABELS } from '@/shared/attendance/event-labels';
import { timeOfDayInSeoul } from '@/shared/dates/dates';
import type { QrScannedEvent } from '@/shared/contract/api-contract';
import { useWakeLock } from '@/shared/pwa/use-wake-lock';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { submitScan } from './api';
import { CameraPanel } from './camera-panel';
import { scanRefusal } from './scan-refusal';
import { createScanGate } from './scan-gate';
import { signalAccepted, signalRefused, unlockSound } from './scan-feedback';
import { useFullscreen } from './use-fullscreen';
import { CAMERA_START_MARK, useQrCamera } from './use-qr-camera';
import './scan.css';

/** How long an answer stays over the camera before scanning resumes. */
const ACCEPTED_SHOW_MS = 1_600;
const REFUSED_SHOW_MS = 3_500;
/** Longer than any code lives (60 s by default): an answered code is not sent again meanwhile. */
const REMEMBER_ANSWERED_MS = 5 * 60 * 1000;
/** The session log below the scanner keeps this many answers. */
const LOG_LENGTH = 20;
export const FIRST_ACCEPTED_MARK = 'scan:first-accepted';

type Result = { kind: 'accepted'; event: QrScannedEvent } | { kind: 'refused'; message: MessageDescriptor };

interface LogEntry {
  key: number;
  time: string;
  result: Result;
}

/** The log's time: the server's time of an accepted event, else now; in Seoul like every list of the app. */
function logTime(result: Result): string {
  return timeOfDayInSeoul(result.kind === 'accepted' ? result.event.occurredAt : new Date().toISOString()) ?? '';
}

export function AdminScanScreen() {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const scannerRef = useRef<HTMLElement>(null);
  const [gate] = useState(() => createScanGate(REMEMBER_ANSWERED_MS));
  const [wanted, setWanted] = useState(true);
  const [checking, setChecking] = useState(false);
  const [shown, setShown] = useState<Result | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const hideTimer = useRef<number | undefined>(undefined);
  const logKey = useRef(0);

  const show = useCallback(
    (result: Result) => {
      const duration = result.kind === 'accepted' ? ACCEPTED_SHOW_MS : REFUSED_SHOW_MS;
      gate.holdUntil(performance.now() + duration);
      setShown(result);
      logKey.current += 1;
      const entry = { key: logKey.current, time: logTime(result), result };
      setLog((previous) => [entry, ...previous].slice(0, LOG_LENGTH));
      window.clearTimeout(hideTimer.current);
      hideTimer.current = window.setTimeout(() => setShown(null), duration);
    },
    [gate],
  );

  const onDecode = useCallback(
    (payload: string) => {
      if (!gate.admit(payload, performance.now())) return;
      setChecking(true);
      submitScan(payload).then(
        (event) => {
          gate.settle(payload, performance.now());
          if (performance.getEntriesByName(FIRST_ACCEPTED_MARK).length === 0 && performance.getEntriesByName(CAMERA_START_MARK).length > 0) {
            performance.mark(FIRST_ACCEPTED_MARK);
          }
          signalAccepted();
          setChecking(false);
          show({ kind: 'accepted', event });
        },
        async (error: unknown) => {
          const refusal = await scanRefusal(error);
          // A code that never reached the server may be scanned again; a refused one is answered.
          if (refusal.retry) gate.forget(payload);
          else gate.settle(payload, performance.now());
          signalRefused();
          setChecking(false);
          show({ kind: 'refused', message: refusal.message });
        },
      );
    },
    [gate, show],
  );

  const camera = useQrCamera(videoRef, wanted, onDecode);
  const fullscreen = useFullscreen(scannerRef);
  useWakeLock(camera.status === 'on');

  const scanning = camera.status === 'on';
  let statusLine = t`The camera is off.`;
  if (camera.status === 'starting') statusLine = t`Starting the camera… Allow camera access if your browser asks.`;
  if (scanning) statusLine = checking ? t`Checking the code…` : t`Scanning. Hold the worker's code inside the frame.`;

  return (
    <main className="page scan">
      <PageHeader title={t`QR scan`} back />
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
          <ScanResult result={shown} />
        </div>
        <p className="scanner__status" role="status">
          {statusLine}
        </p>
        <div className="scanner__controls">
          <Button
            variant="secondary"
            aria-pressed={wanted}
            onClick={() => {
              unlockSound();
              setWanted((on) => !on);
            }}
          >
            {wanted ? t`Turn camera off` : t`Turn camera on`}
          </Button>
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
      <section className="page__body scan-log" aria-labelledby="scan-log-title">
        <h2 id="scan-log-title" className="scan-log__title">
          {t`Scans on this screen`}
        </h2>
        {log.length === 0 ? (
          <p className="muted">{t`No codes scanned yet.`}</p>
        ) : (
          <ul className="scan-log__list">
            {log.map((entry) => (
              <li key={entry.key} className={`scan-log__item scan-log__item--${entry.result.kind}`}>
                <span className="scan-log__time">{entry.time}</span>
                <span>
                  {entry.result.kind === 'accepted'
                    ? `${entry.result.event.workerName} · ${t(EVENT_LABELS[entry.result.event.eventType])}`
                    : t(entry.result.message)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/adminQrCheckedList" className="btn btn--text btn--block">
          {t`See the QR check list`}
        </Link>
      </section>
    </main>
  );
}

function ScanResult({ result }: { result: Result | null }) {
  const { t } = useLingui();
  if (!result) return null;
  if (result.kind === 'accepted') {
    const { event } = result;
    return (
      <div className="scan-result scan-result--accepted" role="status">
        <span className="scan-result__avatar" aria-hidden="true">
          {event.workerInitials}
        </span>
        <span className="scan-result__text">
          <strong className="scan-result__title">{t`Recorded`}</strong>
          <span className="scan-result__name">{event.workerName}</span>
          <span>
            {t(EVENT_LABELS[event.eventType])} · {timeOfDayInSeoul(event.occurredAt)}
          </span>
        </span>
      </div>
    );
  }
  return (
    <div className="scan-result scan-result--refused" role="alert">
      <span className="scan-result__text">
        <strong className="scan-result__title">{t`Not recorded`}</strong>
        <span>{t(result.message)}</span>
      </span>
    </div>
  );
}
