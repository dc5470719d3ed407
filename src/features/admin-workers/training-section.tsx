/**
 * The basic safety training section of a worker employed at this site (issue 33, decision 076): the
 * certificate (건설업 기초안전보건교육 이수증) as an admin recorded it from the card, its number and the day
 * of the training, or that it is not recorded yet. The card holds for a working life at every site,
 * so one recorded at another site shows here too. "Record training" ("Update" once recorded) opens the
 * dialog; after it the section shows what the server answered and says so.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { SafetyTraining, WorkerLookup } from '#contract/api-employment.ts';
import { useLocale } from '@/platform/i18n/use-locale';
import { Button } from '@/platform/ui/button';
import { TrainingDialog } from './training-dialog';
import { dayText } from './worker-errors';

interface TrainingSectionProps {
  worker: WorkerLookup;
  /** The worker with what the server recorded. */
  onChanged: (worker: WorkerLookup) => void;
}

export function TrainingSection({ worker, onChanged }: TrainingSectionProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const [status, setStatus] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const training = worker.safetyTraining;

  function recorded(answer: SafetyTraining) {
    setRecording(false);
    onChanged({ ...worker, safetyTraining: answer });
    setStatus(t`Safety training recorded.`);
  }

  return (
    <section className="worker-card__training" aria-labelledby={titleId}>
      <h3 id={titleId} className="worker-card__subtitle">
        {t`Basic safety training`}
      </h3>
      <p className="note" role="status" hidden={!status}>
        {status}
      </p>
      {training ? (
        <dl className="worker-card__facts">
          <div>
            <dt>{t`Certificate number`}</dt>
            <dd className="worker-card__number">{training.certificateNo}</dd>
          </div>
          <div>
            <dt>{t`Day of the training`}</dt>
            <dd>{dayText(training.completedOn, locale)}</dd>
          </div>
        </dl>
      ) : (
        <p className="worker-card__checked worker-card__waiting">{t`Not recorded yet. The law requires it before any construction work.`}</p>
      )}
      <Button variant="secondary" block className="worker-card__record-training" aria-haspopup="dialog" onClick={() => setRecording(true)}>
        {training ? t({ message: 'Update', context: 'safety training' }) : t`Record training`}
      </Button>
      {recording ? <TrainingDialog worker={worker} onRecorded={recorded} onCancel={() => setRecording(false)} /> : null}
    </section>
  );
}
