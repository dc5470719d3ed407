/**
 * The scanner's camera: starts the rear camera with @zxing/browser (loaded here, on first use, so the
 * 120 KB decoder never reaches another screen), decodes continuously, and stops the camera when it is
 * not wanted, when the page is hidden (the phone locks, the app goes to the background) and when the
 * screen is left; it starts again when the page comes back. A refused permission that the user later
 * grants in the browser's settings restarts it too.
 *
 * zxing-js misreads some perfectly clear codes (zxing-js/library#653, ADR 009): of our codes in a
 * still 640×480 frame, about 15 in 100 fail at full size and most of those read from a half-size
 * copy. So a frame in which zxing found a code it could not read, and every FALLBACK_EVERY_MS frame
 * otherwise, is decoded again from a smaller copy: every other time at half size, in between at three
 * quarters, 0.4, 0.3 and 0.45. With half and three quarters alone, about 1 code in 200 was never read
 * from a still frame (a phone held still at the gate); with all five, 1 of 6,000 measured.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { BrowserQRCodeReader, IScannerControls } from '@zxing/browser';

export type CameraStatus = 'off' | 'starting' | 'on' | 'denied' | 'missing' | 'in-use' | 'failed';

/** performance marks the bench reads: camera start, and the first accepted scan after it. */
export const CAMERA_START_MARK = 'scan:camera-start';

export interface QrCamera {
  status: CameraStatus;
  /** The camera offers a torch (flash light). */
  torchAvailable: boolean;
  torchOn: boolean;
  setTorch: (on: boolean) => void;
  /** Try again after a failure (e.g. after allowing the camera in the browser's settings). */
  retry: () => void;
}

/** At most this often, a frame without any zxing result is decoded again from a smaller copy. */
const FALLBACK_EVERY_MS = 400;
/** zxing found a code in the frame but could not read it: try a smaller copy at once (at most this often). */
const FALLBACK_MISREAD_MS = 100;
const MISREAD_KINDS = new Set(['ChecksumException', 'FormatException']);
/** The smaller copies, in turn; half size reads most of what full size misses, so it comes every other time. */
export const FALLBACK_SCALES = [0.5, 0.75, 0.5, 0.4, 0.5, 0.3, 0.5, 0.45];

/** Decodes the video's current frame scaled down (FALLBACK_SCALES in turn); null when nothing was read. */
function createFallbackReader(reader: BrowserQRCodeReader, video: HTMLVideoElement): () => string | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let attempt = 0;
  return () => {
    const { videoWidth, videoHeight } = video;
    if (!context || videoWidth === 0 || videoHeight === 0) return null;
    const scale = FALLBACK_SCALES[attempt++ % FALLBACK_SCALES.length] ?? 0.5;
    canvas.width = Math.round(videoWidth * scale);
    canvas.height = Math.round(videoHeight * scale);
    context.imageSmoothingQuality = 'high';
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    try {
      return reader.decodeFromCanvas(canvas).getText();
    } catch {
      return null;
    }
  };
}

function errorKind(error: unknown): string {
  const kind = (error as { getKind?: () => string } | undefined)?.getKind?.();
  return typeof kind === 'string' ? kind : '';
}

function classify(error: unknown): CameraStatus {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'in-use';
  return 'failed';
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

interface Attempt {
  /** Which start this state belongs to. */
  run: number;
  status: CameraStatus;
  controls: IScannerControls | null;
}

export function useQrCamera(video: RefObject<HTMLVideoElement | null>, wanted: boolean, onDecode: (text: string) => void): QrCamera {
  const onDecodeRef = useRef(onDecode);
  useLayoutEffect(() => {
    onDecodeRef.current = onDecode;
  });
  const visible = usePageVisible();
  const [run, setRun] = useState(0);
  const [attempt, setAttempt] = useState<Attempt>({ run: -1, status: 'off', controls: null });
  const [torchOn, setTorchOn] = useState(false);
  const active = wanted && visible;

  useEffect(() => {
    const element = video.current;
    if (!active || !element) return;
    let cancelled = false;
    let controls: IScannerControls | null = null;
    performance.clearMarks(CAMERA_START_MARK);
    performance.mark(CAMERA_START_MARK);
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (cancelled) return;
        // Decode attempts every 100 ms (zxing's default is 500): a worker's code is read as soon as it is steady.
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 100, delayBetweenScanSuccess: 100 });
        const readFallback = createFallbackReader(reader, element);
        let lastFallback = 0;
        const started = await reader.decodeFromConstraints(
          { audio: false, video: { facingMode: { ideal: 'environment' } } },
          element,
          (result, error) => {
            if (cancelled) return;
            if (result) {
              onDecodeRef.current(result.getText());
              return;
            }
            const now = performance.now();
            const wait = MISREAD_KINDS.has(errorKind(error)) ? FALLBACK_MISREAD_MS : FALLBACK_EVERY_MS;
            if (now - lastFallback < wait) return;
            lastFallback = now;
            const text = readFallback();
            if (text) onDecodeRef.current(text);
          },
        );
        if (cancelled) {
          started.stop();
          return;
        }
        controls = started;
        setAttempt({ run, status: 'on', controls: started });
      } catch (error) {
        if (!cancelled) setAttempt({ run, status: classify(error), controls: null });
      }
    })();
    return () => {
      cancelled = true;
      controls?.stop();
      setTorchOn(false);
    };
  }, [active, run, video]);

  const status: CameraStatus = !active ? 'off' : attempt.run === run ? attempt.status : 'starting';

  // Refused now, allowed later in the browser's settings: start without another tap.
  useEffect(() => {
    if (status !== 'denied' || !navigator.permissions) return;
    let permission: PermissionStatus | null = null;
    let cancelled = false;
    const onChange = () => {
      if (permission?.state === 'granted') setRun((n) => n + 1);
    };
    navigator.permissions.query({ name: 'camera' as PermissionName }).then(
      (answer) => {
        if (cancelled) return;
        permission = answer;
        answer.addEventListener('change', onChange);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      permission?.removeEventListener('change', onChange);
    };
  }, [status]);

  const controls = status === 'on' ? attempt.controls : null;
  const switchTorch = controls?.switchTorch;
  const setTorch = useCallback(
    (on: boolean) => {
      if (!switchTorch) return;
      switchTorch(on).then(
        () => setTorchOn(on),
        () => setTorchOn(false),
      );
    },
    [switchTorch],
  );

  return {
    status,
    torchAvailable: switchTorch !== undefined,
    torchOn: switchTorch !== undefined && torchOn,
    setTorch,
    retry: useCallback(() => setRun((n) => n + 1), []),
  };
}
