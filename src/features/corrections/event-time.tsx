/**
 * An event's time of day in Seoul, with the next-day tag when it falls after the work day it belongs
 * to (a night shift's end past midnight), written as the work screens write it ("익일 03:28").
 */
import { Trans } from '@lingui/react/macro';
import { seoulDayKey, parseInstant, timeOfDayInSeoul } from '#contract/seoul-time.ts';

/** `at`: ISO 8601 with offset; `day`: the work day, yyyymmdd. */
export function EventTime({ at, day }: { at: string; day: string }) {
  const time = timeOfDayInSeoul(at) ?? '--:--';
  const instant = parseInstant(at);
  if (!instant || seoulDayKey(instant) <= day) return <span className="end-time">{time}</span>;
  return (
    <span className="end-time">
      <Trans>
        {time} <span className="tag tag--next-day">+1 day</span>
      </Trans>
    </span>
  );
}
