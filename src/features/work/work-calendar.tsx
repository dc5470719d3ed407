/**
 * Calendar mode: the Sunday-first month grid with each day's hours; a shift in progress shows its
 * hours as they run, a day begun without a recorded end is marked, a day still to come shows nothing
 * (it is not a day without work yet); the chosen day's start, end and hours show under the grid.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type Ref } from 'react';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { parseYyyymmdd, timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { formatHoursSuffix } from '@/platform/dates/dates';
import { useLocale } from '@/platform/i18n/use-locale';
import { MonthGrid, type MonthGridCell } from '@/platform/ui/month-grid';
import { WorkedTime } from '@/platform/ui/worked-time';
import { useShiftWords } from '@/domain/attendance/shift-tag';
import { dayState, hoursAt } from '@/domain/attendance/work-day';
import { DayEnd } from './end-time';

const TONES = { none: 'none', worked: 'done', open: 'live', noEnd: 'warning' } as const;

/**
 * `now`: the work screen's clock (epoch ms), running while a shift is in progress. `openDay`
 * (yyyymmdd): the day to show first, when it is in this month; otherwise today, or the first day worked.
 */
export function WorkCalendar({ days, todayKey, openDay, now }: { days: WorkDayRecord[]; todayKey: string; openDay?: string | undefined; now: number }) {
  const { t } = useLingui();
  const shiftWords = useShiftWords();
  const [chosen, setChosen] = useState<string | null>(null);
  const cells: MonthGridCell[] = days.flatMap((record) => {
    const date = parseYyyymmdd(record.date);
    if (!date) return [];
    const state = dayState(record, now);
    const hours = formatHoursSuffix(hoursAt(record, now));
    const line = { none: '', worked: hours, open: hours, noEnd: '!' }[state];
    const upcoming = state === 'none' && record.date > todayKey;
    const label = { none: upcoming ? '' : t`No work`, worked: hours, open: `${shiftWords(record, now)} ${hours}`, noEnd: t`No end recorded` }[state];
    return [{ key: record.date, date, tone: TONES[state], line, label }];
  });
  const inMonth = (key: string | undefined) => days.some((record) => record.date === key);
  const first = inMonth(openDay) ? openDay : inMonth(todayKey) ? todayKey : days.find((record) => dayState(record, now) !== 'none')?.date;
  const selectedKey = chosen ?? first ?? days[0]?.date ?? '';
  const selected = days.find((record) => record.date === selectedKey);
  // Opened on a day (home's strip): its record is what the worker came for, so it is brought into
  // view, below the month, instead of waiting under the tab bar.
  const detail = useRef<HTMLDListElement>(null);
  const opened = first !== undefined && first === openDay;
  useEffect(() => {
    if (opened) detail.current?.scrollIntoView({ block: 'nearest' });
  }, [opened]);
  return (
    <section className="card work-calendar" aria-label={t`Work calendar`}>
      <MonthGrid cells={cells} todayKey={todayKey} selectedKey={selectedKey} onSelect={setChosen} />
      {selected ? <SelectedDay record={selected} now={now} ref={detail} /> : null}
    </section>
  );
}

function SelectedDay({ record, now, ref }: { record: WorkDayRecord; now: number; ref: Ref<HTMLDListElement> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const date = parseYyyymmdd(record.date);
  const state = dayState(record, now);
  return (
    <dl ref={ref} className="today-grid work-calendar__detail" aria-live="polite">
      <div className="work-calendar__detail-date">
        <dt className="visually-hidden">{t`Date`}</dt>
        <dd>{date?.toLocaleString(locale, { month: 'long', day: 'numeric', weekday: 'long' })}</dd>
      </div>
      <div>
        <dt>{t`Start time`}</dt>
        <dd>{timeOfDayInSeoul(record.workStartTime) ?? '--:--'}</dd>
      </div>
      <div>
        <dt>{t`End time`}</dt>
        <dd>
          <DayEnd record={record} state={state} now={now} />
        </dd>
      </div>
      <div>
        <dt>{t`Work hours`}</dt>
        <dd>{state === 'worked' || state === 'open' ? <WorkedTime hours={hoursAt(record, now)} /> : '—'}</dd>
      </div>
    </dl>
  );
}
