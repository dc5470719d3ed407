/**
 * A template's terms in a form, new or opened from the list: the name and trade, the daily wage (with
 * the hourly wage it gives and the minimum beside it as it is typed), the contracted hours and break,
 * the work days, the weekly holiday, the pay day, the kind of contract and what applies. Saving checks
 * the rules of contract-terms.ts first (against the minimum wage of this year) and puts each message
 * on its field, the focus on the first; the server's refusals come back the same way. What was typed
 * is never lost: a refused save, a template changed meanwhile or retired keep it.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ContractTemplate } from '#contract/api-contract-templates.ts';
import { minimumDailyWage, minimumHourlyWage, PAY_DAY_MAX, TEMPLATE_TEXT_MAX } from '#contract/contract-terms.ts';
import { formatWon } from '#contract/format-won.ts';
import { contractedOf, hourlyOf, payDayText, weekdayNames } from '@/domain/admin/template-text';
import { useLocale } from '@/platform/i18n/i18n';
import { AlertDialog } from '@/platform/ui/alert-dialog';
import { Button } from '@/platform/ui/button';
import { Checkbox } from '@/platform/ui/checkbox';
import { FormError } from '@/platform/ui/form-error';
import { Segmented } from '@/platform/ui/segmented';
import { SelectField } from '@/platform/ui/select-field';
import { TextField } from '@/platform/ui/text-field';
import { useFieldProblems } from '@/platform/ui/use-field-problems';
import { changeTemplate, createTemplate, retireTemplate } from './api';
import { RETIRED_ALREADY, templateFailure } from './template-errors';
import {
  checkDraft,
  draftOf,
  formatHours,
  NEW_DRAFT,
  problemMessage,
  RELATED_FIELDS,
  termsOf,
  wageDigits,
  type TemplateDraft,
  type TermField,
  type TermProblems,
} from './template-terms';

interface TemplateFormProps {
  /** The template opened from the list, at the version a change is made on; null for a new one. */
  template: ContractTemplate | null;
  /** The year whose minimum wage applies: today's in Seoul. */
  year: number;
  onSaved: (saved: ContractTemplate) => void;
  onCancel: () => void;
  /** Someone changed it meanwhile (409): the list loads again and the form goes on with its new version. */
  onStale: () => void;
  /** It was retired meanwhile (404): the list loads again and the form goes on as a new template. */
  onGone: () => void;
  /** Retired here (or already retired: `message` says so). */
  onRetired: (template: ContractTemplate, message: string | null) => void;
}

export function TemplateForm({ template, year, onSaved, onCancel, onStale, onGone, onRetired }: TemplateFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const daysErrorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<TemplateDraft>(() => (template ? draftOf(template) : NEW_DRAFT));
  const { problems, setProblems, refuse } = useFieldProblems<TermProblems>(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [retiring, setRetiring] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function change<K extends TermField>(field: K, value: TemplateDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    const stale: TermField[] = [field, ...(RELATED_FIELDS[field] ?? [])];
    setProblems((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => !stale.includes(key as TermField))));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = checkDraft(draft, year);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setBusy(true);
    try {
      const terms = termsOf(draft);
      onSaved(template ? await changeTemplate(template.id, { ...terms, version: template.version }) : await createTemplate(terms));
    } catch (failure) {
      const outcome = await templateFailure(failure);
      if (outcome.kind === 'fields') refuse(outcome.fields);
      else {
        setError(t(outcome.message));
        if (outcome.kind === 'changed') onStale();
        else if (outcome.kind === 'gone') onGone();
      }
    } finally {
      setBusy(false);
    }
  }

  async function retire() {
    if (!template) return;
    setRetiring(false);
    setError(null);
    setBusy(true);
    try {
      await retireTemplate(template.id);
      onRetired(template, null);
    } catch (failure) {
      const outcome = await templateFailure(failure);
      if (outcome.kind === 'gone') onRetired(template, t(RETIRED_ALREADY));
      else setError(t(outcome.message));
    } finally {
      setBusy(false);
    }
  }

  const message = (field: TermField) => {
    const code = problems[field];
    return code ? t(problemMessage(field, code, draft, year, locale)) : null;
  };
  const shortDays = weekdayNames(locale, 'short');
  const longDays = weekdayNames(locale, 'long');
  const minutes = contractedOf(draft);
  const hours = minutes === null ? null : formatHours(minutes, locale);
  const contracts = template?.contracts ?? 0;
  const daysError = message('workDays');
  const wageHint = useWageHint(draft, minutes, year);
  const retiredName = template?.name ?? '';
  return (
    <section className="card template-form" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="template-form__title">
        {template ? t`Change the template` : t`New template`}
      </h2>
      {contracts > 0 ? (
        <p className="note">
          {plural(contracts, {
            one: 'Changing it does not change the contract already made from it.',
            other: 'Changing it does not change the # contracts already made from it.',
          })}
        </p>
      ) : null}
      <form ref={form} className="form" noValidate onSubmit={(event) => void save(event)}>
        <TextField label={t`Template name`} name="name" value={draft.name} autoComplete="off" counterMax={TEMPLATE_TEXT_MAX} error={message('name')} onChange={(event) => change('name', event.target.value)} />
        <TextField label={t`Trade (job title)`} name="jobTitle" value={draft.jobTitle} autoComplete="off" counterMax={TEMPLATE_TEXT_MAX} error={message('jobTitle')} onChange={(event) => change('jobTitle', event.target.value)} />
        <TextField
          label={t`Daily wage (won)`}
          name="dailyWage"
          inputMode="numeric"
          autoComplete="off"
          value={draft.dailyWage}
          hint={wageHint}
          error={message('dailyWage')}
          onChange={(event) => change('dailyWage', wageDigits(event.target.value))}
        />
        <fieldset className="template-form__group">
          <legend className="choice-list__legend">{t`Contracted working hours`}</legend>
          <div className="template-form__pair">
            <TextField label={t`Work starts`} name="workStart" type="time" value={draft.workStart} error={message('workStart')} onChange={(event) => change('workStart', event.target.value)} />
            <TextField label={t`Work ends`} name="workEnd" type="time" value={draft.workEnd} error={message('workEnd')} onChange={(event) => change('workEnd', event.target.value)} />
            <TextField label={t`Break starts`} name="breakStart" type="time" value={draft.breakStart} error={message('breakStart')} onChange={(event) => change('breakStart', event.target.value)} />
            <TextField label={t`Break ends`} name="breakEnd" type="time" value={draft.breakEnd} error={message('breakEnd')} onChange={(event) => change('breakEnd', event.target.value)} />
          </div>
          <p className="muted template-form__hours" aria-live="polite">
            {hours === null ? t`The hours do not make a working day yet.` : t`${hours} contracted hours a day`}
          </p>
        </fieldset>
        <fieldset className="template-form__group">
          <legend className="choice-list__legend">{t`Work days of the week`}</legend>
          <div className="template-form__days">
            {shortDays.map((label, day) => (
              <Checkbox
                key={label}
                className="template-form__day"
                label={label}
                name="workDays"
                value={String(day)}
                checked={draft.workDays.includes(day)}
                aria-invalid={daysError ? true : undefined}
                aria-describedby={daysError ? daysErrorId : undefined}
                onChange={(event) => change('workDays', event.target.checked ? [...draft.workDays, day].sort((a, b) => a - b) : draft.workDays.filter((other) => other !== day))}
              />
            ))}
          </div>
          {daysError ? (
            <p id={daysErrorId} className="field__error" role="alert">
              {daysError}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          label={t`Weekly holiday`}
          name="weeklyHoliday"
          options={longDays.map((label, day) => ({ value: String(day), label }))}
          value={String(draft.weeklyHoliday)}
          error={message('weeklyHoliday')}
          onChange={(event) => change('weeklyHoliday', Number(event.target.value))}
        />
        <SelectField
          label={t`Pay day`}
          name="payDay"
          options={Array.from({ length: PAY_DAY_MAX }, (_, index) => ({ value: String(index + 1), label: t(payDayText(index + 1)) }))}
          value={String(draft.payDay)}
          error={message('payDay')}
          onChange={(event) => change('payDay', Number(event.target.value))}
        />
        <div className="field">
          <span className="field__label" aria-hidden="true">
            {t`Kind of contract`}
          </span>
          <Segmented
            label={t`Kind of contract`}
            value={draft.kind}
            onChange={(kind) => change('kind', kind)}
            options={[
              { value: 'continuing', label: t`Continuing` },
              { value: 'oneDay', label: t`One day` },
            ]}
          />
          <p className="field__hint">
            {draft.kind === 'continuing'
              ? t`Fixed work days without an end date: paid public holidays and the weekly paid holiday apply.`
              : t`Ends with its day: no paid public holidays and no weekly paid holiday.`}
          </p>
        </div>
        <Checkbox label={t`Premiums for overtime, night and holiday work apply (5 or more workers)`} name="premiumsApply" checked={draft.premiumsApply} onChange={(event) => change('premiumsApply', event.target.checked)} />
        <Checkbox label={t`Weekly paid holiday applies`} name="weeklyPaidHoliday" checked={draft.weeklyPaidHoliday} onChange={(event) => change('weeklyPaidHoliday', event.target.checked)} />
        <FormError message={error} />
        <div className="button-row">
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" busy={busy}>
            {t`Save`}
          </Button>
        </div>
        {template ? (
          <Button variant="text" className="template-form__retire" disabled={busy} aria-haspopup="dialog" onClick={() => setRetiring(true)}>
            {t`Retire template`}
          </Button>
        ) : null}
      </form>
      {template ? (
        <AlertDialog
          open={retiring}
          title={t`Retire this template?`}
          confirmLabel={t`Retire`}
          cancelLabel={t`Cancel`}
          destructive
          onConfirm={() => void retire()}
          onCancel={() => setRetiring(false)}
        >
          <p>{t`“${retiredName}” is no longer offered when taking a worker on. Contracts already made from it do not change.`}</p>
        </AlertDialog>
      ) : null}
    </section>
  );
}

/** Under the daily wage: the hourly wage it gives for the contracted day, and the minimum beside it. */
function useWageHint(draft: TemplateDraft, minutes: number | null, year: number): string {
  const { t } = useLingui();
  const locale = useLocale();
  const min = formatWon(minimumHourlyWage(year), locale);
  if (minutes === null) return t`Minimum wage: ${min} an hour.`;
  const least = formatWon(minimumDailyWage(minutes, year), locale);
  const wage = Number(draft.dailyWage);
  if (draft.dailyWage === '' || wage <= 0) return t`Minimum wage: ${min} an hour, at least ${least} a day for these hours.`;
  const hourly = formatWon(hourlyOf(wage, minutes), locale);
  return t`${hourly} an hour. Minimum wage: ${min} an hour, at least ${least} a day for these hours.`;
}
