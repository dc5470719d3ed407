/**
 * One template in the site's list: its name and kind, the trade, the daily wage with the hourly wage it
 * gives, the hours with the break, the work days and the weekly holiday, the pay day, and how many
 * contracts were made from it. The whole card opens it in the form.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ContractTemplate } from '#contract/api-contract-templates.ts';
import { formatWon } from '#contract/format-won.ts';
import { useLocale } from '@/platform/i18n/use-locale';
import { contractedOf, formatWorkDays, hourlyOf, payDayText, weekdayNames } from './template-terms';

/** "08:00–17:00, break 12:00–13:00", the end the next day when it is at or before the start. */
export function useHoursText(terms: Pick<ContractTemplate, 'workStart' | 'workEnd' | 'breakStart' | 'breakEnd'>): string {
  const { t } = useLingui();
  const { workStart, workEnd, breakStart, breakEnd } = terms;
  const end = workEnd <= workStart ? t`${workEnd} the next day` : workEnd;
  return breakStart === breakEnd ? t`${workStart}–${end}, no break` : t`${workStart}–${end}, break ${breakStart}–${breakEnd}`;
}

export function TemplateCard({ template, onOpen }: { template: ContractTemplate; onOpen: (template: ContractTemplate) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const nameId = useId();
  const name = template.name;
  const minutes = contractedOf(template);
  const daily = formatWon(template.dailyWage, locale);
  const hourly = minutes === null ? null : formatWon(hourlyOf(template.dailyWage, minutes), locale);
  const days = formatWorkDays(template.workDays, locale);
  const holiday = weekdayNames(locale, 'short')[template.weeklyHoliday] ?? '';
  const hours = useHoursText(template);
  const contracts = template.contracts;
  return (
    <article className="card template-card" aria-labelledby={nameId}>
      <header className="template-card__head">
        <h2 id={nameId} className="template-card__name">
          {name}
        </h2>
        <span className={`badge template-card__kind template-card__kind--${template.kind}`}>{template.kind === 'continuing' ? t`Continuing` : t`One day`}</span>
      </header>
      <dl className="template-card__facts">
        <div>
          <dt>{t`Trade`}</dt>
          <dd>{template.jobTitle}</dd>
        </div>
        <div>
          <dt>{t({ message: 'Daily wage', context: 'contract template' })}</dt>
          <dd>{hourly === null ? t`${daily} a day` : t`${daily} a day · ${hourly} an hour`}</dd>
        </div>
        <div>
          <dt>{t`Hours`}</dt>
          <dd>{hours}</dd>
        </div>
        <div>
          <dt>{t`Days`}</dt>
          <dd>{t`${days} · weekly holiday ${holiday}`}</dd>
        </div>
        <div>
          <dt>{t`Pay day`}</dt>
          <dd>{t(payDayText(template.payDay))}</dd>
        </div>
      </dl>
      {contracts > 0 ? <p className="muted template-card__contracts">{plural(contracts, { one: '# contract made from it', other: '# contracts made from it' })}</p> : null}
      <button type="button" className="template-card__open" aria-label={t`Change ${name}`} onClick={() => onOpen(template)}>
        {t`Change`}
      </button>
    </article>
  );
}
