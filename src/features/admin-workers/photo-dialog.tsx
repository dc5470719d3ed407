/**
 * Taking the worker's face photo for the gate (decision 080): the consent text in the worker's own
 * language for the worker to read on this phone, the admin's word that the worker agreed, the photo
 * (the camera, or a file), made small on the phone (640 px, 512 KB) and shown before it is sent
 * (photo-choice.tsx). The phone's and the server's refusals are said where they belong; the photo taken
 * stays on a refusal.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { WORKER_PHOTO_MAX_BYTES, WORKER_PHOTO_MAX_SIDE, type WorkerLookup, type WorkerPhoto } from '#contract/api-employment.ts';
import { PHOTO_CONSENT_TEXT } from '#contract/photo-consent.ts';
import { messageForError } from '@/platform/api/error-messages';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { recordWorkerPhoto } from './api';
import { PhotoChoiceField, usePhotoChoice } from './photo-choice';
import { PHOTO_ERROR_MESSAGES } from './worker-errors';
import { RecordDialog } from './record-dialog';

const PHOTO_MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Take the worker's photo first.`,
};

interface PhotoDialogProps {
  worker: WorkerLookup;
  onRecorded: (photo: WorkerPhoto) => void;
  onCancel: () => void;
}

export function PhotoDialog({ worker, onRecorded, onCancel }: PhotoDialogProps) {
  const { t } = useLingui();
  const choice = usePhotoChoice({ maxSide: WORKER_PHOTO_MAX_SIDE, maxBytes: WORKER_PHOTO_MAX_BYTES });
  const [consent, setConsent] = useState(false);
  const [consentProblem, setConsentProblem] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const { photo } = choice;
    choice.refuse(photo === null ? 'required' : undefined);
    setConsentProblem(consent ? undefined : 'consentRequired');
    if (photo === null || !consent) return;
    setBusy(true);
    try {
      onRecorded(await recordWorkerPhoto(worker.userId, { photo, consent }));
    } catch (failure) {
      const { message, body } = await messageForError(failure, PHOTO_ERROR_MESSAGES);
      const fields = body?.code === 'BAD_REQUEST' ? (body.fields ?? {}) : {};
      if (fields.photo || fields.consent) {
        choice.refuse(fields.photo);
        setConsentProblem(fields.consent);
      } else setError(t(message));
    } finally {
      setBusy(false);
    }
  }

  const consentMessage = consentProblem
    ? consentProblem === 'consentRequired'
      ? t`The worker must read the text above and agree before the photo is kept.`
      : t`Check this value.`
    : null;
  return (
    <RecordDialog worker={worker} title={t`Face photo for the gate`} busy={busy} saveDisabled={choice.preparing} onSave={save} onCancel={onCancel}>
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
          setConsentProblem(undefined);
        }}
      />
      <PhotoChoiceField
        choice={choice}
        previewLabel={t`The photo to keep`}
        previewClassName="photo-dialog__preview"
        takeLabel={t`Take the photo`}
        busy={busy}
        messages={PHOTO_MESSAGES}
      />
      <FormError message={error} />
    </RecordDialog>
  );
}
