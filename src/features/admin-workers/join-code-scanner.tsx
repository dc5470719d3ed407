/**
 * Finding a worker by the "join this site" code on their phone (issue 33, decision 084): the camera
 * reads the code, the server says who it names, and the card shows them as a search by their number
 * does. The worker's code for work (W1/D1) is told apart on the phone and explained; the camera keeps
 * looking until a join code is read, then stops.
 */
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import type { WorkerLookup } from '#contract/api-employment.ts';
import { kindOfCodeText } from '#contract/join-code.ts';
import { CameraPanel } from '@/domain/admin/camera-panel';
import { useQrCamera } from '@/domain/admin/use-qr-camera';
import { messageForError } from '@/platform/api/error-messages';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { findWorkerByJoinCode } from './api';
import { ATTENDANCE_CODE_READ, JOIN_CODE_ERROR_MESSAGES } from './worker-errors';

export function JoinCodeScanner({ onFound, onClose }: { onFound: (worker: WorkerLookup) => void; onClose: () => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [wanted, setWanted] = useState(true);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const running = useRef<AbortController | null>(null);
  /** The last text refused: the camera reads the same code many times a second. */
  const refused = useRef<string | null>(null);
  const found = useRef(false);

  useEffect(() => () => running.current?.abort(), []);

  async function read(text: string) {
    if (found.current || running.current || text === refused.current) return;
    const kind = kindOfCodeText(text);
    if (kind !== 'join') {
      refused.current = text;
      setProblem(kind === 'attendance' ? ATTENDANCE_CODE_READ : JOIN_CODE_ERROR_MESSAGES.JOIN_CODE_INVALID);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setChecking(true);
    setProblem(null);
    try {
      const worker = await findWorkerByJoinCode(text, controller.signal);
      if (controller.signal.aborted) return;
      found.current = true;
      setWanted(false);
      onFound(worker);
    } catch (failure) {
      if (controller.signal.aborted) return;
      refused.current = text;
      setProblem((await messageForError(failure, JOIN_CODE_ERROR_MESSAGES)).message);
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setChecking(false);
    }
  }

  const camera = useQrCamera(video, wanted, (text) => void read(text));
  const scanning = camera.status === 'on';
  let status = '';
  if (camera.status === 'starting') status = t`Starting the camera… Allow camera access if your browser asks.`;
  if (scanning) status = checking ? t`Checking the code…` : t`Hold the worker's join code inside the frame.`;

  return (
    <section className="card workers__scanner" aria-label={t`Scan the worker's join code`}>
      <div className="workers__viewport">
        <video ref={video} className="workers__video" muted playsInline aria-hidden="true" />
        {!scanning && camera.status !== 'starting' ? (
          <CameraPanel
            status={camera.status}
            onStart={() => {
              if (wanted) camera.retry();
              else setWanted(true);
            }}
          />
        ) : null}
      </div>
      <p className="workers__scan-status" role="status">
        {status}
      </p>
      <FormError message={problem ? t(problem) : null} />
      <Button
        variant="secondary"
        block
        onClick={() => {
          setWanted(false);
          onClose();
        }}
      >
        {t`Stop scanning`}
      </Button>
    </section>
  );
}
