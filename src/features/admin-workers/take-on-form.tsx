/**
 * Taking the person found on: one of the site's contract templates (its trade and daily wage in each
 * choice, its terms below once chosen) and the first day (today in Seoul, up to 60 days ahead). The
 * form applies the server's rules first (the day's bounds, the minimum wage of the first day's year) and
 * puts each message under its field; the server's refusals come back the same way, or as the form's
 * error. What was chosen stays on any refusal (a template retired meanwhile leaves the list, which loads
 * again). A site without templates is told where to make one.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ContractTemplate } from '#contract/api-contract-templates.ts';
import { TAKE_ON_MAX_DAYS_AHEAD, type WorkerLookup } from '#contract/api-employment.ts';
import { belowMinimumWage } from '#contract/contract-terms.ts';
import { formatWon } from '#contract/format-won.ts';
import type { Language } from '#contract/languages.ts';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { listContractTemplates } from '@/domain/admin/contract-templates';
import { TemplateFacts } from '@/domain/admin/template-facts';
import { contractedOf } from '@/domain/admin/template-text';
import { useErrorMessage } from '@/platform/api/error-messages';
import { useRemote } from '@/platform/api/use-remote';
import { useLocale } from '@/platform/i18n/i18n';
import { Button } from '@/platform/ui/button';
import { FormError } from '@/platform/ui/form-error';
import { LoadingNote } from '@/platform/ui/loading-note';
import { SelectField } from '@/platform/ui/select-field';
import { TextField } from '@/platform/ui/text-field';
import { useFieldProblems } from '@/platform/ui/use-field-problems';
import { takeOnWorker } from './api';
import { takeOnFailure, takeOnFieldMessage, type TakeOnDays, type TakeOnProblems } from './worker-errors';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The rules the server applies to a take-on, before anything is sent. */
function checkTakeOn(template: ContractTemplate | null, validFrom: string, days: TakeOnDays): TakeOnProblems {
  const found: TakeOnProblems = {};
  if (!template) found.templateId = 'required';
  if (!ISO_DAY.test(validFrom)) found.validFrom = 'required';
  else if (validFrom < days.today) found.validFrom = 'past';
  else if (validFrom > days.last) found.validFrom = 'tooFar';
  else if (template) {
    // A template made last year may be below the minimum wage of the contract's first day's year.
    const minutes = contractedOf(template);
    if (minutes !== null && belowMinimumWage(template.dailyWage, minutes, Number(validFrom.slice(0, 4)))) found.templateId = 'belowMinimumWage';
  }
  return found;
}

interface TakeOnFormProps {
  worker: WorkerLookup;
  onTakenOn: (worker: WorkerLookup) => void;
}

export function TakeOnForm({ worker, onTakenOn }: TakeOnFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [days] = useState<TakeOnDays>(() => {
    const today = todayInSeoul();
    return { today: today.toString(), last: today.add({ days: TAKE_ON_MAX_DAYS_AHEAD }).toString() };
  });
  // Bumped when the list is stale (a template retired meanwhile) or failed: the list loads again.
  const [reload, setReload] = useState(0);
  const list = useRemote(`take-on-templates-${String(reload)}`, listContractTemplates);
  const loadError = useErrorMessage(list.error);
  const [templateId, setTemplateId] = useState('');
  const [validFrom, setValidFrom] = useState(days.today);
  const { problems, setProblems, refuse, clear } = useFieldProblems<TakeOnProblems>(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const items = list.data?.items ?? [];
  // One template: it is the choice; with more, the admin chooses.
  const chosenId = templateId !== '' ? templateId : items.length === 1 ? (items[0]?.id ?? '') : '';
  const chosen = items.find((item) => item.id === chosenId) ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = checkTakeOn(chosen, validFrom, days);
    if (Object.keys(found).length > 0 || !chosen) {
      refuse(found);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      onTakenOn(await takeOnWorker({ userId: worker.userId, templateId: chosen.id, validFrom }));
    } catch (failure) {
      const outcome = await takeOnFailure(failure);
      if (outcome.kind === 'fields') refuse(outcome.fields);
      else {
        setError(t(outcome.message));
        if (outcome.kind === 'templateGone') {
          setTemplateId('');
          setReload((value) => value + 1);
        }
      }
    } finally {
      setBusy(false);
    }
  }

  const message = (field: keyof TakeOnProblems) => {
    const code = problems[field];
    return code ? t(takeOnFieldMessage(field, code, days, locale)) : null;
  };
  const max = TAKE_ON_MAX_DAYS_AHEAD;
  const chosenName = chosen?.name ?? '';
  return (
    <section className="take-on" aria-labelledby={titleId}>
      <h3 id={titleId} className="take-on__title">
        {t`Take on`}
      </h3>
      {loadError ? (
        <div className="take-on__error">
          <FormError message={loadError} />
          <Button variant="secondary" onClick={() => setReload((value) => value + 1)}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      {list.loading && !list.data ? <LoadingNote /> : null}
      {list.data && items.length === 0 ? (
        <div className="take-on__empty">
          <p className="muted">{t`This site has no contract templates yet. A worker's contract copies one: make one first.`}</p>
          <Link to="/adminContractTemplates" className="btn btn--secondary btn--block">
            {t`Contract templates`}
          </Link>
        </div>
      ) : null}
      {items.length > 0 ? (
        <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
          <SelectField
            label={t`Contract template`}
            name="templateId"
            placeholder={t`Choose a template`}
            options={items.map((item) => ({ value: item.id, label: t(optionLabel(item, locale)) }))}
            value={chosenId}
            error={message('templateId')}
            onChange={(event) => {
              setTemplateId(event.target.value);
              clear('templateId');
            }}
          />
          {chosen ? (
            <section className="take-on__terms" aria-label={t`Terms of ${chosenName}`}>
              <TemplateFacts template={chosen} />
              <p className="muted take-on__kind">
                {chosen.kind === 'oneDay' ? t`A one-day contract: it ends on its first day.` : t`A continuing contract: it runs until you end it.`}
              </p>
            </section>
          ) : null}
          <TextField
            label={t`First day`}
            name="validFrom"
            type="date"
            min={days.today}
            max={days.last}
            value={validFrom}
            hint={t`Today or up to ${max} days ahead.`}
            error={message('validFrom')}
            onChange={(event) => {
              setValidFrom(event.target.value);
              // The minimum wage is that of the first day's year: a new day may clear the template's message too.
              setProblems({});
            }}
          />
          <FormError message={error} />
          <Button type="submit" block busy={busy}>
            {t`Take on`}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

/** A template as a choice: its name, its trade and its daily wage ("철근공 주간 · 철근공 · ₩200,000 a day"). */
function optionLabel(template: ContractTemplate, locale: Language): MessageDescriptor {
  const { name, jobTitle } = template;
  const wage = formatWon(template.dailyWage, locale);
  return msg`${name} · ${jobTitle} · ${wage} a day`;
}
