/**
 * Recording the basic safety training certificate from the card the worker shows: its number and the
 * day of the training (not after today). The form applies the server's rules (contract/api-employment.ts
 * checkSafetyTraining) before sending; the server's refusals come back under their fields, or as the
 * form's error, and what was entered stays.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CERTIFICATE_NO_MAX, checkSafetyTraining, type SafetyTraining, type WorkerLookup } from '#contract/api-employment.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { useModalDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { TextField } from '@/platform/ui/text-field';
import { useFieldProblems } from '@/platform/ui/use-field-problems';
import { recordSafetyTraining } from './api';
import { trainingFailure, trainingFieldMessage, type TrainingProblems } from './worker-errors';

interface TrainingDialogProps {
  worker: WorkerLookup;
  onRecorded: (training: SafetyTraining) => void;
  onCancel: () => void;
}

export function TrainingDialog({ worker, onRecorded, onCancel }: TrainingDialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [today] = useState(() => todayInSeoul().toString());
  const [certificateNo, setCertificateNo] = useState(worker.safetyTraining?.certificateNo ?? '');
  const [completedOn, setCompletedOn] = useState(worker.safetyTraining?.completedOn ?? '');
  const { problems, setProblems, refuse, clear } = useFieldProblems<TrainingProblems>(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useModalDialog(ref, true);

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
    <dialog
      ref={ref}
      className="alert-dialog identity-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form ref={form} className="form identity-dialog__form" noValidate onSubmit={(event) => void save(event)}>
        <h2 id={titleId} className="alert-dialog__title">
          {t`Basic safety training`}
        </h2>
        <p className="identity-dialog__who">
          <strong>{worker.maskedName}</strong> · {worker.phone}
        </p>
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
        <div className="alert-dialog__actions">
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" busy={busy}>
            {t`Save`}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
