/**
 * Whether the code on screen has been recorded: while it shows (and the page is visible), the screen
 * asks GET /qr/codes/{id} every few seconds, once more as it expires (a scan in its last second), and
 * stops as soon as the gate has recorded it. A failed ask (offline, a code made on the phone) is
 * simply asked again.
 */
import { useEffect, useState } from 'react';
import type { QrCodeStatus } from '#contract/api-qr.ts';
import { getCodeStatus } from './api';

const CODE_STATUS_POLL_MS = 2000;

export type RecordedEvent = NonNullable<QrCodeStatus['recorded']>;

export function useCodeRecorded(codeId: string | null, showing: boolean): RecordedEvent | null {
  const [recorded, setRecorded] = useState<{ codeId: string; event: RecordedEvent } | null>(null);
  const found = recorded !== null && recorded.codeId === codeId ? recorded.event : null;

  useEffect(() => {
    if (codeId === null || found !== null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (document.visibilityState === 'visible') {
        const status = await getCodeStatus(codeId, controller.signal).catch(() => null);
        if (controller.signal.aborted) return;
        if (status?.recorded) {
          setRecorded({ codeId, event: status.recorded });
          return;
        }
        if (status?.state === 'expired') return;
      }
      if (showing) timer = setTimeout(() => void ask(), CODE_STATUS_POLL_MS);
    };
    timer = setTimeout(() => void ask(), showing ? CODE_STATUS_POLL_MS : 0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [codeId, showing, found]);

  return found;
}
