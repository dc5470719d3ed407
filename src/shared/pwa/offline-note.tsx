/**
 * The "offline — data as of HH:MM" note (ARCHITECTURE §4), shown above any screen that shows a
 * stored copy instead of the server's answer, or that could not load something because there is no
 * connection and nothing was stored. Times are Seoul times, like every time in the app; a copy from
 * another day also says the day.
 */
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { SEOUL_TIME_ZONE, todayInSeoul } from '../dates/dates';
import { useFreshness, viewKey } from './data-freshness';
import './offline-note.css';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM' in Seoul, or 'MM.DD HH:MM' when the instant is not today in Seoul. */
export function formatAsOf(epochMs: number, now: Temporal.Instant = Temporal.Now.instant()): string {
  const at = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(SEOUL_TIME_ZONE);
  const time = `${pad2(at.hour)}:${pad2(at.minute)}`;
  return Temporal.PlainDate.compare(at.toPlainDate(), todayInSeoul(now)) === 0 ? time : `${pad2(at.month)}.${pad2(at.day)} ${time}`;
}

export function OfflineNote() {
  const { t } = useLingui();
  const location = useLocation();
  const { asOf, missing } = useFreshness(viewKey(location.state, location.pathname));
  if (asOf === null && !missing) return null;
  const time = asOf === null ? '' : formatAsOf(asOf);
  return (
    <p className="offline-note" role="status">
      {asOf !== null ? <span>{t`Offline — data as of ${time}`}</span> : null}
      {missing ? <span>{asOf !== null ? t`Some data is not saved on this phone.` : t`Offline — this data is not saved on this phone yet.`}</span> : null}
    </p>
  );
}
