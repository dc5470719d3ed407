/**
 * A photo the API serves only with the session, shown small and large in a modal when tapped: fetched
 * into an object URL (platform/files/use-object-url.ts) that is revoked when it leaves the screen, never
 * kept on the phone. A correction's photo, a worker's training card. The words are the caller's (its
 * catalog): what the photo is, the button's name, Close and the failure.
 */
import { useId, useRef, useState } from 'react';
import { useObjectUrl } from '@/platform/files/use-object-url';
import { useModalDialog } from './alert-dialog';
import { CloseIcon } from './icons';
import './enlargeable-photo.css';

interface EnlargeablePhotoProps {
  /** Names the picture: a new key loads it again. */
  pictureKey: string;
  load: (signal: AbortSignal) => Promise<Blob>;
  /** What the photo is (whose, of what): the viewer's title and the large picture's alternative text. */
  label: string;
  /** The small picture's button ("Enlarge: …"). */
  enlargeLabel: string;
  closeLabel: string;
  /** Said instead of the picture when it could not be loaded. */
  failedText: string;
  /** The small picture's class; `<className>--loading` while it loads. */
  className: string;
}

export function EnlargeablePhoto({ pictureKey, load, label, enlargeLabel, closeLabel, failedText, className }: EnlargeablePhotoProps) {
  const { url, failed } = useObjectUrl(pictureKey, load);
  const [enlarged, setEnlarged] = useState(false);
  if (failed) return <p className="muted">{failedText}</p>;
  if (!url) return <div className={`${className} ${className}--loading`} aria-hidden="true" />;
  return (
    <>
      <button type="button" className={className} aria-label={enlargeLabel} aria-haspopup="dialog" onClick={() => setEnlarged(true)}>
        <img src={url} alt="" />
      </button>
      {enlarged ? <PhotoViewer url={url} label={label} closeLabel={closeLabel} onClose={() => setEnlarged(false)} /> : null}
    </>
  );
}

function PhotoViewer({ url, label, closeLabel, onClose }: { url: string; label: string; closeLabel: string; onClose: () => void }) {
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
        <button type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <img className="photo-viewer__image" src={url} alt={label} />
    </dialog>
  );
}
