/**
 * The basic safety training section of a worker employed at this site (issue 33, decision 076): the
 * certificate (건설업 기초안전보건교육 이수증) as an admin recorded it from the card, its number and the day
 * of the training, or that it is not recorded yet. The card holds for a working life at every site,
 * so one recorded at another site shows here too. "Record training" ("Update" once recorded) opens the
 * dialog; after it the section shows what the server answered and says so. Once recorded, the optional
 * photo of the card shows small (larger when tapped, platform/ui/enlargeable-photo.tsx: loaded with
 * the session, never kept on the phone), and is added or replaced on its own (card-photo-dialog.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { SafetyTraining, TrainingCardPhoto, WorkerLookup } from '#contract/api-employment.ts';
import { parseInstant, seoulDateOf } from '#contract/seoul-time.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { EnlargeablePhoto } from '@/platform/ui/enlargeable-photo';
import { getTrainingCardPhoto } from './api';
import { CardPhotoDialog } from './card-photo-dialog';
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
  const [takingPhoto, setTakingPhoto] = useState(false);
  const training = worker.safetyTraining;

  function recorded(answer: SafetyTraining, withPhoto: boolean) {
    setRecording(false);
    onChanged({ ...worker, safetyTraining: answer });
    setStatus(withPhoto ? t`Safety training and the photo of the card recorded.` : t`Safety training recorded.`);
  }

  function photoKept(photo: TrainingCardPhoto) {
    setTakingPhoto(false);
    if (training) onChanged({ ...worker, safetyTraining: { ...training, photoRecordedAt: photo.recordedAt } });
    setStatus(t`Photo of the card kept.`);
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
        <>
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
          <CardPhoto worker={worker} training={training} />
          <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setTakingPhoto(true)}>
            {training.photoRecordedAt ? t`Replace the photo of the card` : t`Add a photo of the card`}
          </Button>
        </>
      ) : (
        <p className="worker-card__checked worker-card__waiting">{t`Not recorded yet. The law requires it before any construction work.`}</p>
      )}
      <Button variant="secondary" block className="worker-card__record-training" aria-haspopup="dialog" onClick={() => setRecording(true)}>
        {training ? t({ message: 'Update', context: 'safety training' }) : t`Record training`}
      </Button>
      {recording ? <TrainingDialog worker={worker} onRecorded={recorded} onCancel={() => setRecording(false)} /> : null}
      {takingPhoto ? <CardPhotoDialog worker={worker} onRecorded={photoKept} onCancel={() => setTakingPhoto(false)} /> : null}
    </section>
  );
}

/** The photo of the card, small with the day it was kept, or that there is none (it is optional). */
function CardPhoto({ worker, training }: { worker: WorkerLookup; training: SafetyTraining }) {
  const { t } = useLingui();
  const locale = useLocale();
  const kept = training.photoRecordedAt;
  if (!kept) return <p className="worker-card__checked muted">{t`No photo of the card. It is optional.`}</p>;
  const at = parseInstant(kept);
  const keptOn = at ? dayText(seoulDateOf(at).toString(), locale) : '';
  const name = worker.maskedName;
  const label = t`Training card of ${name}`;
  return (
    <div className="worker-card__face-row">
      <EnlargeablePhoto
        pictureKey={`${worker.userId}:training-card:${kept}`}
        load={(signal) => getTrainingCardPhoto(worker.userId, signal)}
        label={label}
        enlargeLabel={t`Enlarge: ${label}`}
        closeLabel={t`Close`}
        failedText={t`The photo of the card could not be loaded.`}
        className="worker-card__card-photo"
      />
      <p className="worker-card__checked">{t`Photo of the card kept on ${keptOn}`}</p>
    </div>
  );
}
