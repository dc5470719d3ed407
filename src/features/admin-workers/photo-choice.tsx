/**
 * A photo chosen in a worker's dialog (the face for the gate, decision 080; the safety training card,
 * decision 076): the camera or a file (platform/ui/photo-pickers.tsx), made small on the phone within
 * the photo's limits (platform/files/resize-photo.ts) and shown before it is sent. Its problem, the
 * phone's (a file it cannot read, a photo it cannot make small enough) or the server's (`fields.photo`:
 * invalid, tooLarge, tooLong), is said under it; the photo chosen stays on a refusal.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { blobToBase64, PhotoError, resizePhoto } from '@/platform/files/resize-photo';
import { PhotoPickers } from '@/platform/ui/photo-pickers';

/** What the phone and the server say of a photo, whichever dialog it is in. */
const PHOTO_PROBLEM_MESSAGES: Record<string, MessageDescriptor> = {
  unreadable: msg`This file is not a photo this phone can read. Take the photo again.`,
  invalid: msg`This file is not a photo this phone can read. Take the photo again.`,
  tooLarge: msg`This photo cannot be made small enough. Take it again, closer.`,
  tooLong: msg`This photo cannot be made small enough. Take it again, closer.`,
};

export interface PhotoChoice {
  /** The photo made small (a JPEG, base64), or null. */
  photo: string | null;
  /** Being made small: Save waits. */
  preparing: boolean;
  /** The rule the photo broke (the phone's, the server's or the dialog's own `required`), or none. */
  problem: string | undefined;
  choose: (file: File) => Promise<void>;
  /** Shows a problem under the photo (undefined: none). */
  refuse: (problem: string | undefined) => void;
}

/** The photo of a dialog, made small within `limits` once chosen. */
export function usePhotoChoice(limits: { maxSide: number; maxBytes: number }): PhotoChoice {
  const [photo, setPhoto] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  async function choose(file: File) {
    setPreparing(true);
    setProblem(undefined);
    try {
      setPhoto(await blobToBase64(await resizePhoto(file, limits)));
    } catch (failure) {
      setProblem(failure instanceof PhotoError ? failure.problem : 'unreadable');
    } finally {
      setPreparing(false);
    }
  }

  return { photo, preparing, problem, choose, refuse: setProblem };
}

interface PhotoChoiceFieldProps {
  choice: PhotoChoice;
  /** The photo chosen, as the preview's alternative text. */
  previewLabel: string;
  previewClassName: string;
  /** The camera button before a photo is chosen ("Take again" after). */
  takeLabel: string;
  /** The dialog is saving: the pickers wait. */
  busy: boolean;
  /** The dialog's own problems (the face: `required`). */
  messages?: Record<string, MessageDescriptor>;
}

/** The preview, the camera and file buttons, "Preparing the photo…", and the photo's problem. */
export function PhotoChoiceField({ choice, previewLabel, previewClassName, takeLabel, busy, messages = {} }: PhotoChoiceFieldProps) {
  const { t } = useLingui();
  const { photo, preparing, problem } = choice;
  const problemMessage = problem ? t(messages[problem] ?? PHOTO_PROBLEM_MESSAGES[problem] ?? msg`Check this value.`) : null;
  return (
    <>
      {photo ? <img className={previewClassName} src={`data:image/jpeg;base64,${photo}`} alt={previewLabel} /> : null}
      <PhotoPickers takeLabel={photo ? t`Take again` : takeLabel} chooseLabel={t`Choose a photo`} disabled={preparing || busy} onFile={(file) => void choice.choose(file)} />
      {preparing ? (
        <p className="muted" role="status">
          {t`Preparing the photo…`}
        </p>
      ) : null}
      {problemMessage ? (
        <p className="field__error" role="alert">
          {problemMessage}
        </p>
      ) : null}
    </>
  );
}
