/**
 * Ending an employment: whose and which, what it means (the worker's codes are refused at the site from
 * the day after; pay and documents stay), and the last day (today, or the first day of one that has not
 * begun), not before the first day. The server's refusals (a day the worker was recorded after it)
 * come back under the field; the day chosen stays.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Employment, WorkerLookup } from '#contract/api-employment.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { useModalDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { TextField } from '@/platform/ui/text-field';
import { endEmployment } from './api';
import { endFailure, lastDayMessage } from './worker-errors';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface EndEmploymentDialogProps {
  worker: WorkerLookup;
  employment: Employment;
  onEnded: (employment: Employment) => void;
  onCancel: () => void;
}

export function EndEmploymentDialog({ worker, employment, onEnded, onCancel }: EndEmploymentDialogProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const effectId = useId();
  const [lastDay, setLastDay] = useState(() => {
    const today = todayInSeoul().toString();
    return today < employment.validFrom ? employment.validFrom : today;
  });
  const [rule, setRule] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useModalDialog(ref, true);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = !ISO_DAY.test(lastDay) ? 'required' : lastDay < employment.validFrom ? 'beforeStart' : null;
    setRule(found);
    if (found) return;
    setBusy(true);
    try {
      onEnded(await endEmployment(employment.contractId, { lastDay }));
    } catch (failure) {
      const outcome = await endFailure(failure);
      if (outcome.kind === 'lastDay') setRule(outcome.code);
      else setError(t(outcome.message));
    } finally {
      setBusy(false);
    }
  }

  const who = worker.maskedName;
  const trade = employment.jobTitle;
  return (
    <dialog
      ref={ref}
      className="alert-dialog end-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={effectId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form className="form end-dialog__form" noValidate onSubmit={(event) => void confirm(event)}>
        <h2 id={titleId} className="alert-dialog__title">
          {t`End this employment?`}
        </h2>
        <p className="end-dialog__who">
          <strong>{who}</strong> · {trade}
        </p>
        <p id={effectId} className="muted end-dialog__effect">
          {t`From the day after, the worker's QR codes are not accepted at this site. Pay and documents stay.`}
        </p>
        <TextField
          label={t`Last day`}
          name="lastDay"
          type="date"
          min={employment.validFrom}
          value={lastDay}
          error={rule ? t(lastDayMessage(rule, employment.validFrom, locale)) : null}
          onChange={(event) => {
            setLastDay(event.target.value);
            if (rule) setRule(null);
          }}
        />
        <FormError message={error} />
        <div className="alert-dialog__actions">
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            {t`End employment`}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
