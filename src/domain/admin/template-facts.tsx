/**
 * A contract template's terms as a list of facts (issue 33): the trade, the daily wage with the hourly
 * wage it gives, the hours with the break, the work days and the weekly holiday, the pay day. The
 * templates screen's cards and the summary of the template chosen to take a worker on show the same.
 */
import { useLingui } from '@lingui/react/macro';
import type { ContractTemplateTerms } from '#contract/api-contract-templates.ts';
import { formatWon } from '#contract/format-won.ts';
import { useLocale } from '@/platform/i18n/i18n';
import { contractedOf, formatWorkDays, hourlyOf, payDayText, weekdayNames } from './template-text';
import './template-facts.css';

/** "08:00–17:00, break 12:00–13:00", the end the next day when it is at or before the start. */
export function useHoursText(terms: Pick<ContractTemplateTerms, 'workStart' | 'workEnd' | 'breakStart' | 'breakEnd'>): string {
  const { t } = useLingui();
  const { workStart, workEnd, breakStart, breakEnd } = terms;
  const end = workEnd <= workStart ? t`${workEnd} the next day` : workEnd;
  return breakStart === breakEnd ? t`${workStart}–${end}, no break` : t`${workStart}–${end}, break ${breakStart}–${breakEnd}`;
}

export function TemplateFacts({ template }: { template: ContractTemplateTerms }) {
  const { t } = useLingui();
  const locale = useLocale();
  const minutes = contractedOf(template);
  const daily = formatWon(template.dailyWage, locale);
  const hourly = minutes === null ? null : formatWon(hourlyOf(template.dailyWage, minutes), locale);
  const days = formatWorkDays(template.workDays, locale);
  const holiday = weekdayNames(locale, 'short')[template.weeklyHoliday] ?? '';
  const hours = useHoursText(template);
  return (
    <dl className="template-facts">
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
  );
}
