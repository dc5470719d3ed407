/**
 * Recording the basic safety training certificate from the card the worker shows: its number and the
 * day of the training (not after today). The form applies the server's rules (contract/api-employment.ts
 * checkSafetyTraining) before sending; the server's refusals come back under their fields, or as the
 * form's error, and what was entered stays.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { CERTIFICATE_NO_MAX, checkSafetyTraining, type SafetyTraining, type WorkerLookup } from '#contract/api-employment.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { FormError } from '@/platform/ui/form-error';
import { TextField } from '@/platform/ui/text-field';
import { useFieldProblems } from '@/platform/ui/use-field-problems';
import { recordSafetyTraining } from './api';
import { trainingFailure, trainingFieldMessage, type TrainingProblems } from './worker-errors';
import { RecordDialog } from './record-dialog';

interface TrainingDialogProps {
  worker: WorkerLookup;
  onRecorded: (training: SafetyTraining) => void;
  onCancel: () => void;
}

export function TrainingDialog({ worker, onRecorded, onCancel }: TrainingDialogProps) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [today] = useState(() => todayInSeoul().toString());
  const [certificateNo, setCertificateNo] = useState(worker.safetyTraining?.certificateNo ?? '');
  const [completedOn, setCompletedOn] = useState(worker.safetyTraining?.completedOn ?? '');
  const { problems, setProblems, refuse, clear } = useFieldProblems<TrainingProblems>(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const record = { certificateNo, completedOn };
    const found = checkSafetyTraining(record, today);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      onRecorded(await recordSafetyTraining(worker.userId, record));
    } catch (failure) {
      const outcome = await trainingFailure(failure);
      if (outcome.kind === 'fields') refuse(outcome.fields);
      else setError(t(outcome.message));
    } finally {
      setBusy(false);
    }
  }

  const message = (field: keyof TrainingProblems) => {
    const code = problems[field];
    return code ? t(trainingFieldMessage(field, code)) : null;
  };
  return (
    <RecordDialog worker={worker} title={t`Basic safety training`} busy={busy} onSave={save} onCancel={onCancel} formRef={form}>
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
      <FormError message={error} />
    </RecordDialog>
  );
}
