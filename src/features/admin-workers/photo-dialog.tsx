/**
 * Taking the worker's face photo for the gate (decision 080): the consent text in the worker's own
 * language for the worker to read on this phone, the admin's word that the worker agreed, the photo
 * (the camera, or a file), made small on the phone (640 px, 512 KB) and shown before it is sent. The
 * phone's and the server's refusals are said where they belong; the photo taken stays on a refusal.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { PhotoPickers } from '@/platform/ui/photo-pickers';
import { WORKER_PHOTO_MAX_BYTES, WORKER_PHOTO_MAX_SIDE, type WorkerLookup, type WorkerPhoto } from '#contract/api-employment.ts';
import { PHOTO_CONSENT_TEXT } from '#contract/photo-consent.ts';
import { messageForError } from '@/platform/api/error-messages';
import { blobToBase64, PhotoError, resizePhoto } from '@/platform/files/resize-photo';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { recordWorkerPhoto } from './api';
import { PHOTO_ERROR_MESSAGES } from './worker-errors';
import { RecordDialog } from './record-dialog';

interface PhotoProblems {
  photo?: string | undefined;
  consent?: string | undefined;
}

const PROBLEM_MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Take the worker's photo first.`,
  unreadable: msg`This file is not a photo this phone can read. Take the photo again.`,
  invalid: msg`This file is not a photo this phone can read. Take the photo again.`,
  tooLarge: msg`This photo cannot be made small enough. Take it again, closer.`,
  tooLong: msg`This photo cannot be made small enough. Take it again, closer.`,
  consentRequired: msg`The worker must read the text above and agree before the photo is kept.`,
};

interface PhotoDialogProps {
  worker: WorkerLookup;
  onRecorded: (photo: WorkerPhoto) => void;
  onCancel: () => void;
}

export function PhotoDialog({ worker, onRecorded, onCancel }: PhotoDialogProps) {
  const { t } = useLingui();
  const [photo, setPhoto] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [problems, setProblems] = useState<PhotoProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File) {
    setPreparing(true);
    setProblems((shown) => ({ ...shown, photo: undefined }));
    try {
      setPhoto(await blobToBase64(await resizePhoto(file, { maxSide: WORKER_PHOTO_MAX_SIDE, maxBytes: WORKER_PHOTO_MAX_BYTES })));
    } catch (failure) {
      setProblems((shown) => ({ ...shown, photo: failure instanceof PhotoError ? failure.problem : 'unreadable' }));
    } finally {
      setPreparing(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found: PhotoProblems = {};
    if (photo === null) found.photo = 'required';
    if (!consent) found.consent = 'consentRequired';
    setProblems(found);
    if (photo === null || !consent) return;
    setBusy(true);
    try {
      onRecorded(await recordWorkerPhoto(worker.userId, { photo, consent }));
    } catch (failure) {
      const { message, body } = await messageForError(failure, PHOTO_ERROR_MESSAGES);
      const fields = body?.code === 'BAD_REQUEST' ? (body.fields ?? {}) : {};
      if (fields.photo || fields.consent) setProblems({ ...(fields.photo ? { photo: fields.photo } : {}), ...(fields.consent ? { consent: fields.consent } : {}) });
      else setError(t(message));
    } finally {
      setBusy(false);
    }
  }

  const message = (code: string | undefined) => (code ? t(PROBLEM_MESSAGES[code] ?? msg`Check this value.`) : null);
  const photoMessage = message(problems.photo);
  const consentMessage = message(problems.consent);
  return (
    <RecordDialog worker={worker} title={t`Face photo for the gate`} busy={busy} saveDisabled={preparing} onSave={save} onCancel={onCancel}>
      <p className="muted identity-dialog__note">{t`Show this text to the worker and let them read it:`}</p>
      <blockquote className="photo-consent" lang={worker.language}>
        {PHOTO_CONSENT_TEXT[worker.language]}
      </blockquote>
      <Checkbox
        name="consent"
        label={t`The worker read this and agrees.`}
        checked={consent}
        error={consentMessage}
        onChange={(event) => {
          setConsent(event.target.checked);
          setProblems((shown) => ({ ...shown, consent: undefined }));
        }}
      />
      {photo ? <img className="photo-dialog__preview" src={`data:image/jpeg;base64,${photo}`} alt={t`The photo to keep`} /> : null}
      <PhotoPickers takeLabel={photo ? t`Take again` : t`Take the photo`} chooseLabel={t`Choose a photo`} disabled={preparing || busy} onFile={(file) => void choose(file)} />
      {preparing ? (
        <p className="muted" role="status">
          {t`Preparing the photo…`}
        </p>
      ) : null}
      {photoMessage ? (
        <p className="field__error" role="alert">
          {photoMessage}
        </p>
      ) : null}
      <FormError message={error} />
    </RecordDialog>
  );
}
