/**
 * The request's optional photo (a work log, a message from the foreman): taken with the camera or
 * chosen from the phone, made small on the phone (resize-photo.ts), shown before it is sent, and
 * removable. The file inputs sit inside their labels, which look like buttons.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/platform/ui/button';
import { blobToBase64, PhotoError, resizePhoto, type PhotoProblem } from './resize-photo';

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

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again must still fire a change.
    input.value = '';
    if (!file) return;
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
        <div className="button-row">
          <label className="btn btn--secondary btn--small photo-field__pick">
            <input type="file" accept="image/*" capture="environment" className="visually-hidden" disabled={preparing} onChange={(event) => void choose(event)} />
            {t`Take a photo`}
          </label>
          <label className="btn btn--secondary btn--small photo-field__pick">
            <input type="file" accept="image/*" className="visually-hidden" disabled={preparing} onChange={(event) => void choose(event)} />
            {t`Choose a photo`}
          </label>
        </div>
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
