/**
 * The request's optional photo (a work log, a message from the foreman): taken with the camera or
 * chosen from the phone, made small on the phone (resize-photo.ts), shown before it is sent, and
 * removable. The file inputs sit inside their labels, which look like buttons.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PhotoPickers } from '@/platform/ui/photo-pickers';
import { Button } from '@/platform/ui/button';
import { blobToBase64, PhotoError, resizePhoto, type PhotoProblem } from '@/platform/files/resize-photo';

interface PhotoFieldProps {
  /** The JPEG, base64; undefined: none. */
  photo: string | undefined;
  onChange: (photo: string | undefined) => void;
  /** What is wrong with the photo (the phone's or the server's). */
  error: string | null;
  /** The phone could not make a photo of the chosen file. */
  onProblem: (problem: PhotoProblem | null) => void;
}

export function PhotoField({ photo, onChange, error, onProblem }: PhotoFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [preparing, setPreparing] = useState(false);

  async function choose(file: File) {
    onProblem(null);
    setPreparing(true);
    try {
      onChange(await blobToBase64(await resizePhoto(file)));
    } catch (failure) {
      onProblem(failure instanceof PhotoError ? failure.problem : 'unreadable');
      if (!(failure instanceof PhotoError)) console.error('corrections: preparing the photo failed', failure);
    } finally {
      setPreparing(false);
    }
  }

  return (
    <fieldset className="field photo-field" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field__label">{t`Photo (optional)`}</legend>
      {photo ? (
        <div className="photo-field__preview">
          <img src={`data:image/jpeg;base64,${photo}`} alt={t`Photo to send`} />
          <Button variant="secondary" className="btn--small" onClick={() => onChange(undefined)}>
            {t`Remove photo`}
          </Button>
        </div>
      ) : (
        <PhotoPickers takeLabel={t`Take a photo`} chooseLabel={t`Choose a photo`} disabled={preparing} onFile={(file) => void choose(file)} />
      )}
      {preparing ? (
        <p className="muted" role="status">
          {t`Preparing the photo…`}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field__hint">
          {t`A photo of a work log or a message helps the site decide. It is made smaller on this phone before it is sent.`}
        </p>
      )}
    </fieldset>
  );
}
