/**
 * An event's time of day in Seoul, with the next-day tag when it falls after the work day it belongs
 * to: a night shift past midnight (it belongs to the day it began, server/modules/work/work-days.ts),
 * whose time alone would read as earlier than its start ("익일 03:28", the way Korean timesheets write
 * it; "03:28 +1 day" in English, short enough for a list row on a phone), read out with it. The work
 * screens show a day's end with it, the worker's and the admin's correction screens each event. Not in
 * work-day.ts, which home loads with its first screen: home does not mark it. Its text is in the work
 * and correction catalogs (lingui.config.ts).
 */
import { Trans } from '@lingui/react/macro';
import { parseInstant, seoulDayKey, timeOfDayInSeoul } from '#contract/seoul-time.ts';

/** Whether `at` (ISO 8601 with offset) falls on a later Seoul day than `day` (the work day, yyyymmdd). */
export function isNextDay(at: string, day: string): boolean {
  const instant = parseInstant(at);
  return instant !== null && seoulDayKey(instant) > day;
}

/** `at`: ISO 8601 with offset; `day`: the work day, yyyymmdd. */
export function EventTime({ at, day }: { at: string; day: string }) {
  const time = timeOfDayInSeoul(at) ?? '--:--';
  if (!isNextDay(at, day)) return <span className="end-time">{time}</span>;
  return (
    <span className="end-time">
      <Trans>
        {time} <span className="tag tag--next-day">+1 day</span>
      </Trans>
    </span>
  );
}
