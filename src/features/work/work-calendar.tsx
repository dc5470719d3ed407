/**
 * Calendar mode: the Sunday-first month grid with each day's hours; a shift in progress shows its
 * hours as they run, a day begun without a recorded end is marked, a day still to come shows nothing
 * (it is not a day without work yet), a day with a correction request waiting is flagged; the chosen
 * day's start, end and hours show under the grid, with the way to its record and its corrections.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type Ref } from 'react';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { formatHoursSuffix } from '@/platform/dates/dates';
import { useLocale } from '@/platform/i18n/i18n';
import { MonthGrid, type MonthGridCell } from '@/platform/ui/month-grid';
import { WorkedTime } from '@/platform/ui/worked-time';
import { useShiftWords } from '@/domain/attendance/shift-tag';
import { dayState, hoursAt } from '@/domain/attendance/work-day';
import { DayEnd } from './end-time';
import { CORRECTION_REQUESTED } from './messages';

const TONES = { none: 'none', worked: 'done', open: 'live', noEnd: 'warning' } as const;

/**
 * `now`: the work screen's clock (epoch ms), running while a shift is in progress. `openDay`
 * (yyyymmdd): the day to show first, when it is in this month; otherwise today, or the first day worked.
 * `requested`: the days (yyyymmdd) with a correction request waiting for the site.
 */
export function WorkCalendar({ days, todayKey, openDay, now, requested }: { days: WorkDayRecord[]; todayKey: string; openDay?: string | undefined; now: number; requested: readonly string[] }) {
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
    const said = { none: upcoming ? '' : t`No work`, worked: hours, open: `${shiftWords(record, now)} ${hours}`, noEnd: t`No end recorded` }[state];
    const flagged = requested.includes(record.date);
    const label = flagged ? `${said}, ${t(CORRECTION_REQUESTED)}` : said;
    return [{ key: record.date, date, tone: TONES[state], line, label, flagged }];
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
      {cells.some((cell) => cell.flagged) ? (
        <p className="month-flag-legend" aria-hidden="true">
          {t(CORRECTION_REQUESTED)}
        </p>
      ) : null}
      {selected ? <SelectedDay record={selected} now={now} requested={requested.includes(selected.date)} past={selected.date <= todayKey} ref={detail} /> : null}
    </section>
  );
}

/** `past`: the day has begun (today included): it has a record to open and may be corrected. */
function SelectedDay({ record, now, requested, past, ref }: { record: WorkDayRecord; now: number; requested: boolean; past: boolean; ref: Ref<HTMLDListElement> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const date = parseYyyymmdd(record.date);
  const state = dayState(record, now);
  return (
    <>
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
      {requested ? (
        <p className="work-calendar__note">
          <span className="tag tag--warning">{t(CORRECTION_REQUESTED)}</span>
        </p>
      ) : state === 'noEnd' ? (
        <>
          <p className="work-calendar__note">{t`This day has no end time, so it is not paid. Ask the site to add it.`}</p>
          <Link to="/workCorrections" search={{ date: Number(record.date), request: true, event: 'EndWork' }} className="btn btn--primary btn--block">
            {t`Ask to add end time`}
          </Link>
        </>
      ) : null}
      {past ? (
        <Link to="/workCorrections" search={{ date: Number(record.date) }} className="btn btn--secondary btn--block">
          {t`Day record and corrections`}
        </Link>
      ) : null}
    </>
  );
}
