/** List mode: every day of the month with start, end and hours; empty days, a shift in progress and a day without a recorded end say so. */
import { useLingui } from '@lingui/react/macro';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { parseYyyymmdd, timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { weekdayShort } from '@/platform/dates/dates';
import { useLocale } from '@/platform/i18n/use-locale';
import { WorkedTime } from '@/platform/ui/worked-time';
import { ShiftTag } from '@/domain/attendance/shift-tag';
import { dayState, hoursAt } from '@/domain/attendance/work-day';

/** `now`: the work screen's clock (epoch ms), running while a shift is in progress. */
export function WorkList({ days, todayKey, now }: { days: WorkDayRecord[]; todayKey: string; now: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ol className="work-list" aria-label={t`Work by day`}>
      {days.map((record) => {
        const date = parseYyyymmdd(record.date);
        if (!date) return null;
        const status = dayState(record, now);
        return (
          <li key={record.date} className={`work-list__day work-list__day--${status}`} aria-current={record.date === todayKey ? 'date' : undefined}>
            <span className="work-list__date">
              {date.toLocaleString(locale, { month: 'short', day: 'numeric' })} <span className="muted">{weekdayShort(date, locale)}</span>
            </span>
            {status === 'none' ? (
              <span className="work-list__empty">{t`No work`}</span>
            ) : (
              <>
                <span className="work-list__times">
                  {timeOfDayInSeoul(record.workStartTime)} ~{' '}
                  {status === 'open' ? (
                    <ShiftTag record={record} now={now} />
                  ) : status === 'noEnd' ? (
                    <span className="tag tag--warning">{t`No end recorded`}</span>
                  ) : (
                    timeOfDayInSeoul(record.workEndTime)
                  )}
                </span>
                <span className="work-list__hours">{status === 'noEnd' ? '—' : <WorkedTime hours={hoursAt(record, now)} />}</span>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
