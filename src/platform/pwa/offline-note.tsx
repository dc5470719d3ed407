/**
 * The "offline — data as of HH:MM" note (docs/spec-notes.md, Offline), shown above any screen that shows a
 * stored copy instead of the server's answer, or that could not load something because there is no
 * connection and nothing was stored. Times are Seoul times, like every time in the app; a copy from
 * another day also says the day.
 */
import { useLingui } from '@lingui/react/macro';
import type { Freshness } from './data-freshness';
import './offline-note.css';

/** Seoul's offset from UTC: +9 hours all year, with no summer time since 1988. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Year, month, day, hour and minute of an instant in Seoul, by the fixed offset. Not Intl: the first
 * Intl formatter of a page loads its locale data (60–70 ms of an offline cold start's main thread,
 * docs/bench.md), and this note shows in the same render as the stored answers it speaks of.
 */
function seoulParts(epochMs: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const seoul = new Date(epochMs + SEOUL_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return { year: String(seoul.getUTCFullYear()), month: two(seoul.getUTCMonth() + 1), day: two(seoul.getUTCDate()), hour: two(seoul.getUTCHours()), minute: two(seoul.getUTCMinutes()) };
}

/** 'HH:MM' in Seoul, or 'MM.DD HH:MM' when the instant is not today in Seoul. */
export function formatAsOf(epochMs: number, now: number = Date.now()): string {
  const at = seoulParts(epochMs);
  const today = seoulParts(now);
  const time = `${at.hour}:${at.minute}`;
  const sameDay = at.year === today.year && at.month === today.month && at.day === today.day;
  return sameDay ? time : `${at.month}.${at.day} ${time}`;
}

export function OfflineNote({ asOf, missing }: Freshness) {
  const { t } = useLingui();
  const time = asOf === null ? '' : formatAsOf(asOf);
  return (
    <p className="offline-note" role="status">
      {asOf !== null ? <span>{t`Offline — data as of ${time}`}</span> : null}
      {missing ? <span>{asOf !== null ? t`Some data is not saved on this phone.` : t`Offline — this data is not saved on this phone yet.`}</span> : null}
    </p>
  );
}
