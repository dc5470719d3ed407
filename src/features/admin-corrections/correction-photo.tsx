/**
 * A request's photo: fetched with the admin's session into an object URL (use-object-url.ts), shown
 * small in the request, and large in a modal when tapped.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useObjectUrl } from '@/platform/files/use-object-url';
import { useModalDialog } from '@/platform/ui/alert-dialog';
import { CloseIcon } from '@/platform/ui/icons';
import { getCorrectionPhoto } from './api';

/** `label` names the photo for screen readers (whose request, which day). */
export function CorrectionPhoto({ id, label }: { id: string; label: string }) {
  const { t } = useLingui();
  const { url, failed } = useObjectUrl(id, (signal) => getCorrectionPhoto(id, signal));
  const [enlarged, setEnlarged] = useState(false);
  if (failed) return <p className="muted">{t`The photo could not be loaded.`}</p>;
  if (!url) return <div className="correction-photo correction-photo--loading" aria-hidden="true" />;
  return (
    <>
      <button type="button" className="correction-photo" aria-label={t`Enlarge: ${label}`} aria-haspopup="dialog" onClick={() => setEnlarged(true)}>
        <img src={url} alt="" />
      </button>
      {enlarged ? <PhotoViewer url={url} label={label} onClose={() => setEnlarged(false)} /> : null}
    </>
  );
}

function PhotoViewer({ url, label, onClose }: { url: string; label: string; onClose: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, true);
  return (
    <dialog
      ref={ref}
      className="photo-viewer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="photo-viewer__bar">
        <h2 id={titleId} className="photo-viewer__title">
          {label}
        </h2>
        <button type="button" className="icon-btn" aria-label={t`Close`} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <img className="photo-viewer__image" src={url} alt={label} />
    </dialog>
  );
}
