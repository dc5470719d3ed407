/**
 * Recording the basic safety training certificate from the card the worker shows: its number and the
 * day of the training (not after today), and optionally a photo of the card (decision 076), taken or
 * chosen and made small on the phone as the face photo is (photo-choice.tsx); a photo kept before stays
 * unless a new one is taken. The form applies the server's rules (contract/api-employment.ts
 * checkSafetyTraining) before sending; the server's refusals come back under their fields (the photo's
 * under the photo), or as the form's error, and what was entered stays.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import {
  CERTIFICATE_NO_MAX,
  checkSafetyTraining,
  TRAINING_CARD_PHOTO_MAX_BYTES,
  TRAINING_CARD_PHOTO_MAX_SIDE,
  type SafetyTraining,
  type SafetyTrainingRecord,
  type WorkerLookup,
} from '#contract/api-employment.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { FormError } from '@/platform/ui/form-error';
import { TextField } from '@/platform/ui/text-field';
import { useFieldProblems } from '@/platform/ui/use-field-problems';
import { recordSafetyTraining } from './api';
import { PhotoChoiceField, usePhotoChoice } from './photo-choice';
import { trainingFailure, trainingFieldMessage } from './worker-errors';
import { RecordDialog } from './record-dialog';

interface CardProblems {
  certificateNo?: string;
  completedOn?: string;
}

interface TrainingDialogProps {
  worker: WorkerLookup;
  /** What the server recorded; `withPhoto`: a photo of the card was sent with it. */
  onRecorded: (training: SafetyTraining, withPhoto: boolean) => void;
  onCancel: () => void;
}

export function TrainingDialog({ worker, onRecorded, onCancel }: TrainingDialogProps) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [today] = useState(() => todayInSeoul().toString());
  const [certificateNo, setCertificateNo] = useState(worker.safetyTraining?.certificateNo ?? '');
  const [completedOn, setCompletedOn] = useState(worker.safetyTraining?.completedOn ?? '');
  const choice = usePhotoChoice({ maxSide: TRAINING_CARD_PHOTO_MAX_SIDE, maxBytes: TRAINING_CARD_PHOTO_MAX_BYTES });
  const { problems, setProblems, refuse, clear } = useFieldProblems<CardProblems>(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const record: SafetyTrainingRecord = { certificateNo, completedOn, ...(choice.photo === null ? {} : { photo: choice.photo }) };
    const found = checkSafetyTraining(record, today);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setProblems({});
    choice.refuse(undefined);
    setBusy(true);
    try {
      onRecorded(await recordSafetyTraining(worker.userId, record), record.photo !== undefined);
    } catch (failure) {
      const outcome = await trainingFailure(failure);
      if (outcome.kind === 'fields') {
        const { photo, ...fields } = outcome.fields;
        choice.refuse(photo);
        refuse(fields);
      } else setError(t(outcome.message));
    } finally {
      setBusy(false);
    }
  }

  const message = (field: keyof CardProblems) => {
    const code = problems[field];
    return code ? t(trainingFieldMessage(field, code)) : null;
  };
  const photoKept = (worker.safetyTraining?.photoRecordedAt ?? null) !== null;
  return (
    <RecordDialog worker={worker} title={t`Basic safety training`} busy={busy} saveDisabled={choice.preparing} onSave={save} onCancel={onCancel} formRef={form}>
      <p className="muted identity-dialog__note">{t`Enter what the worker's training card (기초안전보건교육 이수증) says.`}</p>
      <TextField
        label={t`Certificate number`}
        name="certificateNo"
        autoComplete="off"
        maxLength={CERTIFICATE_NO_MAX + 10}
        value={certificateNo}
        error={message('certificateNo')}
        onChange={(event) => {
          setCertificateNo(event.target.value);
          clear('certificateNo');
        }}
      />
      <TextField
        label={t`Day of the training`}
        name="completedOn"
        type="date"
        max={today}
        value={completedOn}
        error={message('completedOn')}
        onChange={(event) => {
          setCompletedOn(event.target.value);
          clear('completedOn');
        }}
      />
      <fieldset className="card-photo-field">
        <legend className="choice-list__legend">{t`Photo of the card (optional)`}</legend>
        <p className="muted identity-dialog__note">
          {photoKept ? t`A photo of the card is kept. A new one replaces it.` : t`Not needed for work; it keeps what the card shows.`}
        </p>
        <PhotoChoiceField
          choice={choice}
          previewLabel={t`The photo of the card to keep`}
          previewClassName="card-photo-field__preview"
          takeLabel={t`Take a photo of the card`}
          busy={busy}
        />
      </fieldset>
      <FormError message={error} />
    </RecordDialog>
  );
}
