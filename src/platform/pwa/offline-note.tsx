/**
 * The "offline — data as of HH:MM" note (docs/spec-notes.md, Offline), shown above any screen that shows a
 * stored copy instead of the server's answer, or that could not load something because there is no
 * connection and nothing was stored. Times are Seoul times, like every time in the app; a copy from
 * another day also says the day.
 */
import { useLingui } from '@lingui/react/macro';
import type { Freshness } from './data-freshness';
import './offline-note.css';

/** Year, month, day, hour and minute of an instant in Seoul (Intl: this note stays small, without the date module). */
function seoulParts(epochMs: number): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return Object.fromEntries(format.formatToParts(epochMs).map((part) => [part.type, part.value]));
}

/** 'HH:MM' in Seoul, or 'MM.DD HH:MM' when the instant is not today in Seoul. */
export function formatAsOf(epochMs: number, now: number = Date.now()): string {
  const at = seoulParts(epochMs);
  const today = seoulParts(now);
  const time = `${at.hour ?? ''}:${at.minute ?? ''}`;
  const sameDay = at.year === today.year && at.month === today.month && at.day === today.day;
  return sameDay ? time : `${at.month ?? ''}.${at.day ?? ''} ${time}`;
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
