/**
 * What the scanner shows in place of the camera picture when the camera is not running: off, refused
 * (docs/spec-notes.md §8 "Permit camera access", with how to allow it), missing, busy in another app, or failed.
 */
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/platform/ui/button';
import type { CameraStatus } from './use-qr-camera';
import './camera-panel.css';

export function CameraPanel({ status, onStart }: { status: CameraStatus; onStart: () => void }) {
  const { t } = useLingui();
  if (status === 'denied') {
    return (
      <div className="camera-panel" role="alert">
        <h2 className="camera-panel__title">{t`Permit camera access`}</h2>
        <p>{t`The scanner needs the camera to read workers' QR codes.`}</p>
        <ol className="camera-panel__steps">
          <li>{t`In the browser, tap the icon left of the address and set Camera to Allow.`}</li>
          <li>{t`In the installed app, open the phone's Settings, find the browser or this app, and allow Camera.`}</li>
          <li>{t`Then tap Try again.`}</li>
        </ol>
        <Button onClick={onStart}>{t`Try again`}</Button>
      </div>
    );
  }
  let title = t`The camera is off.`;
  let body = t`Turn the camera on to scan workers' QR codes.`;
  let action = t`Turn camera on`;
  if (status === 'missing') {
    title = t`No camera was found.`;
    body = t`Use a phone or tablet with a camera for scanning.`;
    action = t`Try again`;
  } else if (status === 'in-use') {
    title = t`The camera is busy.`;
    body = t`Close other apps that use the camera, then try again.`;
    action = t`Try again`;
  } else if (status === 'failed') {
    title = t`The camera could not be started.`;
    body = t`Check your connection and try again. If it keeps failing, reload the app.`;
    action = t`Try again`;
  }
  return (
    <div className="camera-panel" role={status === 'off' ? undefined : 'alert'}>
      <h2 className="camera-panel__title">{title}</h2>
      <p>{body}</p>
      <Button onClick={onStart}>{action}</Button>
    </div>
  );
}
