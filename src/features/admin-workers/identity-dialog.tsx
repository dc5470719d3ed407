/**
 * Recording the ID check: whose, and the admin's word that they checked the ID card in person. For a
 * Korean national that is all; for a foreigner, what the registration card says: the stay status (the
 * site's usual ones, or another typed under "Other", normalized as the server does), the day the stay
 * ends (today or later), the country, and, when the status does not cover employment insurance,
 * whether the worker applied for it (임의가입). An account that does not say the nationality records
 * the check alone. The form applies the server's rules (contract/stay-status.ts) before sending; the
 * server's refusals come back under their fields, or as the form's error, and what was entered stays.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { IdentityRecord, WorkerIdentity, WorkerLookup } from '#contract/api-employment.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { isIsoDate } from '#contract/seoul-calendar.ts';
import { checkStayStatus, COMMON_STAYS, isCountryCode, normalizeStayStatus } from '#contract/stay-status.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { SelectField } from '@/platform/ui/select-field';
import { TextField } from '@/platform/ui/text-field';
import { useFieldProblems } from '@/platform/ui/use-field-problems';
import { recordIdentity } from './api';
import { countryName } from '@/platform/i18n/country-name';
import { countryChoices, stayInsurance } from './identity-text';
import { identityFailure, identityFieldMessage, type IdentityProblems } from './worker-errors';
import { RecordDialog } from './record-dialog';

/** The stay status list's last choice: a status typed in the field it reveals. */
const OTHER = 'other';

interface StayEntry {
  /** A status of COMMON_STAYS, OTHER, or '' (none chosen). */
  choice: string;
  other: string;
  expiresOn: string;
  country: string;
  optIn: boolean;
}

function entryOf(identity: WorkerIdentity): StayEntry {
  const stay = identity.stayStatus;
  const common = stay !== null && COMMON_STAYS.includes(stay);
  return {
    choice: stay === null ? '' : common ? stay : OTHER,
    other: stay !== null && !common ? stay : '',
    expiresOn: identity.stayExpiresOn ?? '',
    country: identity.country ?? '',
    optIn: identity.employmentInsuranceOptIn,
  };
}

const stayTextOf = (entry: StayEntry) => (entry.choice === OTHER ? entry.other : entry.choice);

/** The rules the server applies to a foreigner's record, before anything is sent. */
function checkStay(entry: StayEntry, today: string): IdentityProblems {
  const found: IdentityProblems = {};
  const stayRule = checkStayStatus(stayTextOf(entry));
  if (stayRule) found.stayStatus = stayRule;
  if (entry.expiresOn === '') found.stayExpiresOn = 'required';
  else if (!isIsoDate(entry.expiresOn)) found.stayExpiresOn = 'date';
  else if (entry.expiresOn < today) found.stayExpiresOn = 'expired';
  if (entry.country === '') found.country = 'required';
  else if (!isCountryCode(entry.country)) found.country = 'countryFormat';
  return found;
}

interface IdentityDialogProps {
  worker: WorkerLookup;
  onRecorded: (identity: WorkerIdentity) => void;
  onCancel: () => void;
}

export function IdentityDialog({ worker, onRecorded, onCancel }: IdentityDialogProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const [today] = useState(() => todayInSeoul().toString());
  const [entry, setEntry] = useState(() => entryOf(worker.identity));
  const fieldProblems = useFieldProblems<IdentityProblems>(form);
  const { problems, setProblems, clear } = fieldProblems;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const foreigner = worker.identity.foreigner === true;
  const stayText = stayTextOf(entry);
  const stayStatus = checkStayStatus(stayText) ? null : normalizeStayStatus(stayText);
  const insurance = stayStatus === null ? null : stayInsurance(stayStatus, entry.optIn);
  const askOptIn = insurance === 'notCovered' || insurance === 'appliedFor';

  function change(fields: Partial<StayEntry>, field?: keyof IdentityProblems) {
    setEntry((current) => ({ ...current, ...fields }));
    if (field) clear(field);
  }

  function refuse(found: IdentityProblems) {
    fieldProblems.refuse(found);
    // Without the stay fields (a Korean national, or not known), a refused field is the form's error.
    const first = Object.entries(found)[0];
    if (!foreigner && first) setError(t(identityFieldMessage(first[0] as keyof IdentityProblems, first[1], today, locale)));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    let record: IdentityRecord = { stayStatus: null, stayExpiresOn: null, country: null, employmentInsuranceOptIn: false };
    if (foreigner) {
      const found = checkStay(entry, today);
      if (Object.keys(found).length > 0) {
        refuse(found);
        return;
      }
      record = { stayStatus: normalizeStayStatus(stayText), stayExpiresOn: entry.expiresOn, country: entry.country, employmentInsuranceOptIn: askOptIn && entry.optIn };
    }
    setProblems({});
    setBusy(true);
    try {
      onRecorded(await recordIdentity(worker.userId, record));
    } catch (failure) {
      const outcome = await identityFailure(failure);
      if (outcome.kind === 'fields') refuse(outcome.fields);
      else setError(t(outcome.message));
    } finally {
      setBusy(false);
    }
  }

  const message = (field: keyof IdentityProblems) => {
    const code = foreigner ? problems[field] : undefined;
    return code ? t(identityFieldMessage(field, code, today, locale)) : null;
  };
  const insuranceHint =
    insurance === 'covered' ? t`Employment insurance: covered by this stay status.` : askOptIn ? t`Employment insurance: not covered by this stay status unless the worker applied.` : undefined;
  const other = entry.choice === OTHER;
  return (
    <RecordDialog worker={worker} title={t`ID check`} busy={busy} onSave={save} onCancel={onCancel} formRef={form}>
      <p className="identity-dialog__confirm">{t`I checked the person's ID card in person.`}</p>
      {worker.identity.foreigner === null ? (
        <p className="muted identity-dialog__note">{t`The nationality is not known from the account: only the check is recorded, without a stay status.`}</p>
      ) : null}
      {foreigner ? (
        <>
          <p className="muted identity-dialog__note">{t`Enter what the registration card says.`}</p>
          <SelectField
            label={t`Stay status`}
            name="stayStatus"
            placeholder={t`Choose a stay status`}
            options={[...COMMON_STAYS.map((stay) => ({ value: stay, label: stay })), { value: OTHER, label: t`Other` }]}
            value={entry.choice}
            hint={other ? undefined : insuranceHint}
            error={other ? null : message('stayStatus')}
            onChange={(event) => change({ choice: event.target.value }, 'stayStatus')}
          />
          {other ? (
            <TextField
              label={t`Other stay status`}
              name="otherStayStatus"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={12}
              value={entry.other}
              hint={insuranceHint ?? t`As on the card, such as D-2 or F-4-11.`}
              error={message('stayStatus')}
              onChange={(event) => change({ other: event.target.value }, 'stayStatus')}
            />
          ) : null}
          <TextField
            label={t`Stay ends on`}
            name="stayExpiresOn"
            type="date"
            min={today}
            value={entry.expiresOn}
            error={message('stayExpiresOn')}
            onChange={(event) => change({ expiresOn: event.target.value }, 'stayExpiresOn')}
          />
          <SelectField
            label={t`Country`}
            name="country"
            placeholder={t`Choose a country`}
            options={countryChoices(worker.identity.country).map((code) => ({ value: code, label: countryName(code, locale) }))}
            value={entry.country}
            error={message('country')}
            onChange={(event) => change({ country: event.target.value }, 'country')}
          />
          {askOptIn ? (
            <Checkbox
              name="employmentInsuranceOptIn"
              label={t`The worker applied for employment insurance`}
              checked={entry.optIn}
              onChange={(event) => change({ optIn: event.target.checked })}
            />
          ) : null}
        </>
      ) : null}
      <FormError message={error} />
    </RecordDialog>
  );
}
