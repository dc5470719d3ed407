/**
 * The face photo section of a worker employed at this site (decision 080): the photo and the day it
 * was taken, or that there is none (an accepted scan then shows the initials). "Take photo" ("Take
 * again") opens the dialog with the consent text; after it the section shows the new photo and says so.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { WorkerLookup, WorkerPhoto } from '#contract/api-employment.ts';
import { parseInstant, seoulDateOf } from '#contract/seoul-time.ts';
import { WorkerFace } from '@/domain/admin/worker-photo';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { PhotoDialog } from './photo-dialog';
import { dayText } from './worker-errors';

interface PhotoSectionProps {
  worker: WorkerLookup;
  onChanged: (worker: WorkerLookup) => void;
}

export function PhotoSection({ worker, onChanged }: PhotoSectionProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const [status, setStatus] = useState<string | null>(null);
  const [taking, setTaking] = useState(false);
  const taken = worker.photoRecordedAt;
  const at = taken ? parseInstant(taken) : null;
  const takenOn = at ? dayText(seoulDateOf(at).toString(), locale) : '';
  const name = worker.maskedName;

  function recorded(photo: WorkerPhoto) {
    setTaking(false);
    onChanged({ ...worker, photoRecordedAt: photo.recordedAt });
    setStatus(t`Photo kept. An accepted scan shows it at the gate.`);
  }

  return (
    <section className="worker-card__photo" aria-labelledby={titleId}>
      <h3 id={titleId} className="worker-card__subtitle">
        {t`Face photo for the gate`}
      </h3>
      <p className="note" role="status" hidden={!status}>
        {status}
      </p>
      {taken ? (
        <div className="worker-card__face-row">
          <WorkerFace userId={worker.userId} hasPhoto initials="" label={t`Face photo of ${name}`} className="worker-card__face" version={taken} />
          <p className="worker-card__checked">{t`Taken on ${takenOn}`}</p>
        </div>
      ) : (
        <p className="worker-card__checked muted">{t`No photo yet. With one, an accepted scan shows the worker's face, so the gate sees who stands there.`}</p>
      )}
      <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setTaking(true)}>
        {taken ? t`Take again` : t`Take photo`}
      </Button>
      {taking ? <PhotoDialog worker={worker} onRecorded={recorded} onCancel={() => setTaking(false)} /> : null}
    </section>
  );
}
