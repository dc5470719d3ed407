/**
 * A day's end as the work list and calendar show it: "On shift" while its shift is in progress, a
 * warning when it began with no end recorded, else the end time, with its next-day tag after a night
 * shift (EventTime).
 */
import { useLingui } from '@lingui/react/macro';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { EventTime } from '@/domain/attendance/event-time';
import { ShiftTag } from '@/domain/attendance/shift-tag';
import type { DayState } from '@/domain/attendance/work-day';

/** `state`: the day's dayState at `now` (the work screen's clock). */
export function DayEnd({ record, state, now }: { record: WorkDayRecord; state: DayState; now: number }) {
  const { t } = useLingui();
  if (state === 'open') return <ShiftTag record={record} now={now} />;
  if (state === 'noEnd') return <span className="tag tag--warning">{t`No end recorded`}</span>;
  return <EventTime at={record.workEndTime} day={record.date} />;
}
