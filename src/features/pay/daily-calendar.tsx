/**
 * The daily settlement calendar of one employer's month: each day's pay on the month grid, the chosen
 * day's paid hours and pay (or why it was not paid) below, and the weekly paid holidays: the days and
 * the weeks add up to the statement's total wages. A day whose only shift is still in progress is not
 * settled yet: it says so rather than 0 hours and 0 won. A paid public holiday says why it pays; a day
 * the site office recorded for the worker without a phone says so, in the work screens' words (decision 081).
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DailySettlement } from '#contract/api-pay.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { formatWon } from '#contract/format-won.ts';
import type { Locale } from '@/platform/i18n/locale-cookie';
import { useLocale } from '@/platform/i18n/i18n';
import { MonthGrid, type MonthGridCell } from '@/platform/ui/month-grid';
import { WorkedTime } from '@/platform/ui/worked-time';
import { usePayTexts } from '@/domain/pay/pay-texts';

/**
 * 200,000 → "20만" (ko) / "20万" (zh-Hans: counted in ten-thousands too) / "200k" (en, vi, others): a
 * day cell is too narrow for the full amount.
 */
function shortWon(amount: number, locale: Locale): string {
  if (amount === 0) return '';
  const tenThousands = String(Math.round(amount / 1000) / 10);
  if (locale === 'ko') return `${tenThousands}만`;
  if (locale === 'zh-Hans') return `${tenThousands}万`;
  return `${String(Math.round(amount / 1000))}k`;
}

export function DailyCalendar({ settlement, todayKey }: { settlement: DailySettlement; todayKey: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const texts = usePayTexts();
  const [chosen, setChosen] = useState<string | null>(null);
  // A shift still open today is not a problem yet; any other unpaid shift is.
  const needsAttention = (day: DailySettlement['days'][number]) => day.unpaid.some((reason) => reason !== 'inProgress');
  const cells: MonthGridCell[] = settlement.days.flatMap((day) => {
    const date = parseYyyymmdd(day.date);
    if (!date) return [];
    const label = day.wage > 0 ? formatWon(day.wage, locale) : day.unpaid[0] ? texts.unpaidReason(day.unpaid[0]) : t`No work`;
    const tone = needsAttention(day) ? 'warning' : day.wage > 0 ? 'done' : day.unpaid.length > 0 ? 'live' : 'none';
    return [{ key: day.date, date, tone, line: shortWon(day.wage, locale), label }];
  });
  const paidDays = settlement.days.filter((day) => day.wage > 0);
  const selectedKey = chosen ?? (settlement.days.some((day) => day.date === todayKey) ? todayKey : (paidDays[0]?.date ?? settlement.days[0]?.date ?? ''));
  const selected = settlement.days.find((day) => day.date === selectedKey);
  const selectedDate = selected ? parseYyyymmdd(selected.date) : null;
  const unsettled = selected !== undefined && selected.wage === 0 && selected.unpaid.includes('inProgress');
  const weeks = settlement.weeklyHolidays;
  const weekCount = weeks.length;
  const weeksTotal = weeks.reduce((sum, week) => sum + week.wage, 0);
  const total = paidDays.reduce((sum, day) => sum + day.wage, 0) + weeksTotal;
  const count = paidDays.length;
  return (
    <section className="card work-calendar" aria-label={t`Daily settlement`}>
      <MonthGrid cells={cells} todayKey={todayKey} selectedKey={selectedKey} onSelect={setChosen} />
      {selected && selectedDate ? (
        <dl className="today-grid work-calendar__detail" aria-live="polite">
          <div className="work-calendar__detail-date">
            <dt className="visually-hidden">{t`Date`}</dt>
            <dd>{selectedDate.toLocaleString(locale, { month: 'long', day: 'numeric', weekday: 'long' })}</dd>
          </div>
          <div>
            <dt>{t`Work hours`}</dt>
            <dd>{unsettled ? '—' : <WorkedTime hours={selected.workingTime} />}</dd>
          </div>
          <div>
            <dt>{t`Pay`}</dt>
            <dd>{unsettled ? t`Not settled yet` : formatWon(selected.wage, locale)}</dd>
          </div>
          {selected.paidHoliday ? (
            <div className="work-calendar__detail-date">
              <dt className="visually-hidden">{t`Pay item`}</dt>
              <dd>{selected.workingTime > 0 ? t`Paid public holiday: a day's wage, and the holiday work on top` : t`Paid public holiday: a day's wage without work`}</dd>
            </div>
          ) : null}
          {selected.unpaid.map((reason, i) => (
            <div key={`${reason}-${String(i)}`} className="work-calendar__detail-date">
              <dt className="visually-hidden">{t`Not paid`}</dt>
              <dd className={reason === 'inProgress' ? 'muted' : 'field__error'}>{texts.unpaidReason(reason)}</dd>
            </div>
          ))}
          {selected.recordedBySite ? (
            <div className="work-calendar__detail-date">
              <dt className="visually-hidden">{t`How recorded`}</dt>
              <dd>{t`Recorded by the site`}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {weekCount > 0 ? (
        <p className="work-summary__row">
          <span>{plural(weekCount, { one: 'Weekly paid holiday: # week', other: 'Weekly paid holiday: # weeks' })}</span>
          <span>{formatWon(weeksTotal, locale)}</span>
        </p>
      ) : null}
      <p className="work-summary__row statement__strong">
        <span>{plural(count, { one: '# paid day', other: '# paid days' })}</span>
        <strong>{formatWon(total, locale)}</strong>
      </p>
    </section>
  );
}
