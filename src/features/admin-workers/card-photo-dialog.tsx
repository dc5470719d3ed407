/**
 * The photo of the worker's safety training card on its own, once the training is recorded (decision
 * 076): taken or chosen and made small on the phone as the face photo is (photo-choice.tsx), shown
 * before it is sent; it replaces the one kept. Optional for work. The phone's and the server's
 * refusals are said under the photo, which stays.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { TRAINING_CARD_PHOTO_MAX_BYTES, TRAINING_CARD_PHOTO_MAX_SIDE, type TrainingCardPhoto, type WorkerLookup } from '#contract/api-employment.ts';
import { messageForError } from '@/platform/api/error-messages';
import { FormError } from '@/platform/ui/form-error';
import { recordTrainingCardPhoto } from './api';
import { PhotoChoiceField, usePhotoChoice } from './photo-choice';
import { CARD_PHOTO_ERROR_MESSAGES } from './worker-errors';
import { RecordDialog } from './record-dialog';

const CARD_PHOTO_MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Take a photo of the card first.`,
};

interface CardPhotoDialogProps {
  worker: WorkerLookup;
  onRecorded: (photo: TrainingCardPhoto) => void;
  onCancel: () => void;
}

export function CardPhotoDialog({ worker, onRecorded, onCancel }: CardPhotoDialogProps) {
  const { t } = useLingui();
  const choice = usePhotoChoice({ maxSide: TRAINING_CARD_PHOTO_MAX_SIDE, maxBytes: TRAINING_CARD_PHOTO_MAX_BYTES });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const { photo } = choice;
    choice.refuse(photo === null ? 'required' : undefined);
    if (photo === null) return;
    setBusy(true);
    try {
      onRecorded(await recordTrainingCardPhoto(worker.userId, { photo }));
    } catch (failure) {
      const { message, body } = await messageForError(failure, CARD_PHOTO_ERROR_MESSAGES);
      const problem = body?.code === 'BAD_REQUEST' ? body.fields?.photo : undefined;
      if (problem) choice.refuse(problem);
      else setError(t(message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <RecordDialog worker={worker} title={t`Photo of the training card`} busy={busy} saveDisabled={choice.preparing} onSave={save} onCancel={onCancel}>
      <p className="muted identity-dialog__note">{t`Take the card flat and close, so its number and the day of the training can be read.`}</p>
      <PhotoChoiceField
        choice={choice}
        previewLabel={t`The photo of the card to keep`}
        previewClassName="card-photo-field__preview"
        takeLabel={t`Take a photo of the card`}
        busy={busy}
        messages={CARD_PHOTO_MESSAGES}
      />
      <FormError message={error} />
    </RecordDialog>
  );
}
