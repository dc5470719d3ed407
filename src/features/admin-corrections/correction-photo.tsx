/**
 * A request's photo: fetched with the admin's session (the API wants the bearer, which an <img src>
 * cannot send) into an object URL, shown small in the request, and large in a modal when tapped.
 * The URL is revoked when the request leaves the screen, so the photo does not stay in memory.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from '@/platform/ui/alert-dialog';
import { CloseIcon } from '@/platform/ui/icons';
import { getCorrectionPhoto } from './api';

type PhotoState = { id: string; url: string } | { id: string; failed: true };

function usePhotoUrl(id: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<PhotoState | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    getCorrectionPhoto(id, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ id, url });
      },
      () => {
        if (!controller.signal.aborted) setState({ id, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  const current = state?.id === id ? state : null;
  return { url: current && 'url' in current ? current.url : null, failed: current !== null && 'failed' in current };
}

/** `label` names the photo for screen readers (whose request, which day). */
export function CorrectionPhoto({ id, label }: { id: string; label: string }) {
  const { t } = useLingui();
  const { url, failed } = usePhotoUrl(id);
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
