/**
 * The ID card section of a worker employed at this site (issue 33, decision 075; issue 30's pay rules
 * need it): when an admin last checked the person's ID card in person (the Seoul day), and for a
 * foreigner what the registration card says: the stay status (체류자격) and its end, the country, and
 * what the status decides for employment insurance. A stay ending within 30 days, or ended, asks for
 * the extended card. "Record ID check" ("Update" once checked) opens the dialog; after it the section
 * shows what the server answered and says so.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { WorkerIdentity, WorkerLookup } from '#contract/api-employment.ts';
import type { Language } from '#contract/languages.ts';
import { parseInstant, seoulDateOf, todayInSeoul } from '#contract/seoul-time.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { IdentityDialog } from './identity-dialog';
import { countryName } from '@/platform/i18n/country-name';
import { identityInsurance } from './identity-text';
import { dayText } from './worker-errors';

/** A stay ending within this many days asks for the extended card. */
const STAY_WARNING_DAYS = 30;

interface IdentitySectionProps {
  worker: WorkerLookup;
  /** The worker with what the server recorded. */
  onChanged: (worker: WorkerLookup) => void;
}

export function IdentitySection({ worker, onChanged }: IdentitySectionProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const [days] = useState(() => {
    const today = todayInSeoul();
    return { today: today.toString(), warnFrom: today.add({ days: STAY_WARNING_DAYS }).toString() };
  });
  const [status, setStatus] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);

  const identity = worker.identity;
  const checkedOn = checkedDay(identity.idCheckedAt, locale);

  function recorded(answer: WorkerIdentity) {
    setRecording(false);
    onChanged({ ...worker, identity: answer });
    setStatus(t`ID check recorded.`);
  }

  const end = identity.stayExpiresOn;
  const endText = end ? dayText(end, locale) : '';
  const warning = identity.foreigner === true && end !== null && end <= days.warnFrom;
  return (
    <section className="worker-card__identity" aria-labelledby={titleId}>
      <h3 id={titleId} className="worker-card__subtitle">
        {t`ID card`}
      </h3>
      <p className="note" role="status" hidden={!status}>
        {status}
      </p>
      <p className={checkedOn ? 'worker-card__checked' : 'worker-card__checked worker-card__waiting'}>
        {checkedOn ? t`ID card checked on ${checkedOn}` : t`ID card not checked yet`}
      </p>
      {identity.foreigner === null ? <p className="muted worker-card__none">{t`The nationality is not known from the account.`}</p> : null}
      {identity.foreigner === true ? <StayFacts identity={identity} /> : null}
      {warning ? (
        <p className="worker-card__check">
          {end < days.today ? t`The stay ended on ${endText}: ask for the extended card.` : t`The stay ends on ${endText}: ask for the extended card.`}
        </p>
      ) : null}
      <Button variant="secondary" block className="worker-card__record-id" aria-haspopup="dialog" onClick={() => setRecording(true)}>
        {identity.idCheckedAt ? t`Update` : t`Record ID check`}
      </Button>
      {recording ? <IdentityDialog worker={worker} onRecorded={recorded} onCancel={() => setRecording(false)} /> : null}
    </section>
  );
}

/** A foreigner's card: the stay status and its end, the country, employment insurance by the status. */
function StayFacts({ identity }: { identity: WorkerIdentity }) {
  const { t } = useLingui();
  const locale = useLocale();
  const stay = identity.stayStatus ?? '';
  const end = identity.stayExpiresOn ? dayText(identity.stayExpiresOn, locale) : '';
  const insurance = identityInsurance(identity);
  return (
    <dl className="worker-card__facts">
      <div>
        <dt>{t`Stay status`}</dt>
        <dd>{identity.stayStatus === null ? t`Not recorded yet` : end ? t`${stay}, until ${end}` : stay}</dd>
      </div>
      <div>
        <dt>{t`Country`}</dt>
        <dd>{identity.country === null ? t`Not recorded yet` : countryName(identity.country, locale)}</dd>
      </div>
      <div>
        <dt>{t`Employment insurance`}</dt>
        <dd className={insurance === 'notCovered' ? 'worker-card__waiting' : undefined}>
          {insurance === 'covered'
            ? t`Covered by the stay status`
            : insurance === 'appliedFor'
              ? t`Applied for`
              : insurance === 'notCovered'
                ? t`Not covered unless the worker applied`
                : t`Counted as covered until the stay status is recorded`}
        </dd>
      </div>
    </dl>
  );
}

/** The Seoul day of the check, as the card writes days; null while never checked. */
function checkedDay(instant: string | null, locale: Language): string | null {
  const at = instant ? parseInstant(instant) : null;
  return at ? dayText(seoulDateOf(at).toString(), locale) : null;
}
