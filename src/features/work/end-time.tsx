/**
 * A day's end as the work list and calendar show it: "On shift" while its shift is in progress, a
 * warning when it began with no end recorded, else the end time. A night shift's end past midnight
 * carries a next-day tag ("익일 03:28", the way Korean timesheets write it; "03:28 +1 day" in
 * English, short enough for a list row on a phone), read out with it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { timeOfDayInSeoul } from '#contract/seoul-time.ts';
import { ShiftTag } from '@/domain/attendance/shift-tag';
import type { DayState } from '@/domain/attendance/work-day';
import { endsNextDay } from './next-day';

/** `state`: the day's dayState at `now` (the work screen's clock). */
export function DayEnd({ record, state, now }: { record: WorkDayRecord; state: DayState; now: number }) {
  const { t } = useLingui();
  if (state === 'open') return <ShiftTag record={record} now={now} />;
  if (state === 'noEnd') return <span className="tag tag--warning">{t`No end recorded`}</span>;
  const time = timeOfDayInSeoul(record.workEndTime) ?? '--:--';
  if (!endsNextDay(record)) return <span className="end-time">{time}</span>;
  return (
    <span className="end-time">
      <Trans>
        {time} <span className="tag tag--next-day">+1 day</span>
      </Trans>
    </span>
  );
}
