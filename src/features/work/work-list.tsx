/**
 * List mode: the days of the month with work, each with start, end and hours; a shift in progress
 * and a day without a recorded end are listed too (they need a look). Days without work are left
 * out: a month of "no work" rows hides the days that count (a month without any work says so once,
 * in work-screen.tsx). The month is in the switcher's heading, so a row shows the day and weekday
 * (the month is read out with them). Every row lays out the same: the columns are the whole list's;
 * a day without a recorded end has no hours, and its tag takes their place. Each row opens the day's
 * record (where it can be corrected); a day with a correction request waiting says so under its times.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { parseYyyymmdd } from '#contract/seoul-calendar.ts';
import { weekdayShort } from '@/platform/dates/dates';
import { useLocale } from '@/platform/i18n/i18n';
import { WorkedTime } from '@/platform/ui/worked-time';
import { dayState, hoursAt } from '@/domain/attendance/work-day';
import { DayEnd } from './end-time';
import { CORRECTION_REQUESTED } from './messages';

/** `now`: the work screen's clock (epoch ms), running while a shift is in progress; `requested`: the days (yyyymmdd) with a correction request waiting. */
export function WorkList({ days, todayKey, now, requested }: { days: WorkDayRecord[]; todayKey: string; now: number; requested: readonly string[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const worked = days.flatMap((record) => {
    const date = parseYyyymmdd(record.date);
    const status = dayState(record, now);
    return date && status !== 'none' ? [{ record, date, status }] : [];
  });
  return (
    <ol className="work-list" aria-label={t`Work by day`}>
      {worked.map(({ record, date, status }) => (
        <li key={record.date}>
          <Link to="/workCorrections" search={{ date: Number(record.date) }} className={`work-list__day work-list__day--${status}`} aria-current={record.date === todayKey ? 'date' : undefined}>
            <span className="work-list__date">
              <span className="visually-hidden">{date.toLocaleString(locale, { month: 'long' })} </span>
              {date.toLocaleString(locale, { day: 'numeric' })} <span className="muted">{weekdayShort(date, locale)}</span>
            </span>
            <span className="work-list__times">
              <span className="work-list__start">{timeOfDayInSeoul(record.workStartTime)} ~</span> <DayEnd record={record} state={status} now={now} />
            </span>
            {status === 'noEnd' ? null : (
              <span className="work-list__hours">
                <WorkedTime hours={hoursAt(record, now)} />
              </span>
            )}
            {requested.includes(record.date) ? (
              <span className="work-list__note">
                <span className="tag tag--warning">{t(CORRECTION_REQUESTED)}</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ol>
  );
}
