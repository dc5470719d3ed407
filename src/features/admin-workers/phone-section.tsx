/**
 * The worker's phone number, for a worker of this site or one this admin registered (decision 082): a
 * worker with a new phone, where the app cannot verify it, has the number changed here
 * (phone-change-dialog.tsx). After the change the section says what happened, and which number could
 * not be texted, so the admin tells the worker in person.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { WorkerLookup, WorkerPhoneChanged } from '#contract/api-employment.ts';
import { Button } from '@/platform/ui/button';
import { PhoneChangeDialog } from './phone-change-dialog';

interface PhoneSectionProps {
  worker: WorkerLookup;
  onChanged: (worker: WorkerLookup) => void;
}

export function PhoneSection({ worker, onChanged }: PhoneSectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState<WorkerPhoneChanged | null>(null);

  function done(answer: WorkerPhoneChanged) {
    setChanging(false);
    setChanged(answer);
    onChanged(answer.worker);
  }

  const newPhone = changed?.worker.phone ?? '';
  return (
    <section className="worker-card__phone-change" aria-labelledby={titleId}>
      <h3 id={titleId} className="worker-card__subtitle">
        {t`Phone number`}
      </h3>
      <div role="status">
        {changed ? (
          <>
            <p className="note">{t`Number changed to ${newPhone}. The worker was logged out on every phone and logs in with the new number and the same password.`}</p>
            {changed.oldPhoneTold && changed.newPhoneTold ? null : (
              <p className="worker-card__waiting">
                {changed.oldPhoneTold ? t`The new number could not be texted. Tell the worker yourself.` : t`The old number could not be texted. Tell the worker yourself.`}
              </p>
            )}
          </>
        ) : null}
      </div>
      <p className="muted">{t`A new phone? Change the number here, with the person, their ID card and the new phone in front of you.`}</p>
      <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setChanging(true)}>
        {t`Change phone number`}
      </Button>
      {changing ? <PhoneChangeDialog worker={worker} onChanged={done} onCancel={() => setChanging(false)} /> : null}
    </section>
  );
}
