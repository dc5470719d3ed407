/**
 * The person found: the masked name and the number, a reminder to check the name against the ID card,
 * for a person the site registered who has not set a password yet a note and "Send the text again"
 * (invitation-note.tsx), and their employment at this site. An employment in force (or still to start) shows its terms and
 * signature, with "End employment" (a dialog asking for the last day); none, or one that has ended,
 * gives the take-on form. After either, the card shows what the server answered and says so. A worker
 * employed here (any employment: recording needs one) has the ID card and safety training sections
 * (identity-section.tsx, training-section.tsx) and the face photo for the gate (photo-section.tsx,
 * decision 080); that worker, or one this site registered, has their number changed here
 * (phone-section.tsx, decision 082); a contract in force says whether the gate takes the
 * worker's codes yet (decision 076).
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { Employment, WorkerLookup } from '#contract/api-employment.ts';
import { readinessGap } from '#contract/work-readiness.ts';
import { formatWon } from '#contract/format-won.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { EndEmploymentDialog } from './end-employment-dialog';
import { IdentitySection } from './identity-section';
import { InvitationNote } from './invitation-note';
import { PhoneSection } from './phone-section';
import { PhotoSection } from './photo-section';
import { TakeOnForm } from './take-on-form';
import { TrainingSection } from './training-section';
import { dayText } from './worker-errors';

interface WorkerCardProps {
  worker: WorkerLookup;
  /** The worker as the server answered a take-on, an end or an ID check. */
  onChanged: (worker: WorkerLookup) => void;
}

export function WorkerCard({ worker, onChanged }: WorkerCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const nameId = useId();
  const employmentId = useId();
  const employmentHeading = useRef<HTMLHeadingElement>(null);
  const [today] = useState(() => todayInSeoul().toString());
  const [status, setStatus] = useState<string | null>(null);
  const [ending, setEnding] = useState(false);

  const employment = worker.employment;
  // In force or still to start: no last day yet, or a last day from today on. Ended: before today.
  const current = employment !== null && (employment.validTo === null || employment.validTo >= today) ? employment : null;
  const ended = employment !== null && current === null ? employment : null;

  /** The form or the button the focus was on is gone: the focus goes to the employment's heading. */
  function show(message: string) {
    setStatus(message);
    requestAnimationFrame(() => employmentHeading.current?.focus());
  }

  function takenOn(taken: WorkerLookup) {
    onChanged(taken);
    show(t`Taken on: the contract waits for the worker's signature. The worker was notified.`);
  }

  function endedOn(changed: Employment) {
    setEnding(false);
    onChanged({ ...worker, employment: changed });
    const last = dayText(changed.validTo ?? '', locale);
    show(t`Last day set to ${last}. From the next day, the worker's QR codes are not accepted at this site.`);
  }

  const endedLast = ended ? dayText(ended.validTo ?? '', locale) : '';
  const endedTitle = ended?.jobTitle ?? '';
  return (
    <article className="card worker-card" aria-labelledby={nameId}>
      <header className="worker-card__head">
        <h2 id={nameId} className="worker-card__name">
          {worker.maskedName}
        </h2>
        <span className="worker-card__phone">{worker.phone}</span>
      </header>
      <p className="worker-card__check">{t`Check this name against the person's ID card.`}</p>
      {worker.passwordSet ? null : <InvitationNote worker={worker} />}
      <section className="worker-card__employment" aria-labelledby={employmentId}>
        <h3 id={employmentId} ref={employmentHeading} tabIndex={-1} className="worker-card__subtitle">
          {t`Employment at this site`}
        </h3>
        <p className="note" role="status" hidden={!status}>
          {status}
        </p>
        {current ? (
          <>
            <EmploymentFacts employment={current} />
            <Readiness employment={current} trained={worker.safetyTraining !== null} />
            <Button variant="secondary" block className="worker-card__end" aria-haspopup="dialog" onClick={() => setEnding(true)}>
              {t`End employment`}
            </Button>
          </>
        ) : (
          <>
            <p className="muted worker-card__none">
              {ended ? t`The last employment here (${endedTitle}) ended on ${endedLast}.` : t`Not employed at this site.`}
            </p>
            <TakeOnForm worker={worker} onTakenOn={takenOn} />
          </>
        )}
      </section>
      {employment ? (
        <>
          <IdentitySection worker={worker} onChanged={onChanged} />
          <TrainingSection worker={worker} onChanged={onChanged} />
          <PhotoSection worker={worker} onChanged={onChanged} />
        </>
      ) : null}
      {employment || !worker.passwordSet ? <PhoneSection worker={worker} onChanged={onChanged} /> : null}
      {current && ending ? <EndEmploymentDialog worker={worker} employment={current} onEnded={endedOn} onCancel={() => setEnding(false)} /> : null}
    </article>
  );
}

/**
 * Whether the gate takes the worker's codes under this contract (decision 076): ready, or what is
 * still missing. A contract made before the rule is not checked, and says nothing.
 */
function Readiness({ employment, trained }: { employment: Employment; trained: boolean }) {
  const { t } = useLingui();
  if (!employment.checksBeforeWork) return null;
  const gap = readinessGap(employment, trained);
  if (gap === null) return <p className="worker-card__ready">{t`Ready for work: the worker's QR codes are accepted at this site.`}</p>;
  return (
    <div className="worker-card__check worker-card__not-ready">
      <p>{t`The worker's QR codes are refused at this site until:`}</p>
      <ul>
        {gap === 'training' ? null : <li>{t`the worker signs the contract in the app`}</li>}
        {gap === 'signature' ? null : <li>{t`the basic safety training is recorded (below)`}</li>}
      </ul>
    </div>
  );
}

/** The employment's terms: the trade, the daily wage, the first and last days, the signature, the template. */
function EmploymentFacts({ employment }: { employment: Employment }) {
  const { t } = useLingui();
  const locale = useLocale();
  const daily = formatWon(employment.dailyWage, locale);
  return (
    <dl className="worker-card__facts">
      <div>
        <dt>{t`Trade`}</dt>
        <dd>{employment.jobTitle}</dd>
      </div>
      <div>
        <dt>{t({ message: 'Daily wage', context: 'contract template' })}</dt>
        <dd>{t`${daily} a day`}</dd>
      </div>
      <div>
        <dt>{t`First day`}</dt>
        <dd>{dayText(employment.validFrom, locale)}</dd>
      </div>
      {employment.validTo ? (
        <div>
          <dt>{t`Last day`}</dt>
          <dd>{dayText(employment.validTo, locale)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t`Signature`}</dt>
        <dd className={employment.signed ? undefined : 'worker-card__waiting'}>{employment.signed ? t`Signed` : t`Waiting for the worker's signature`}</dd>
      </div>
      {employment.templateName ? (
        <div>
          <dt>{t`Contract template`}</dt>
          <dd>{employment.templateName}</dd>
        </div>
      ) : null}
    </dl>
  );
}
