import { useLingui } from '@lingui/react/macro';
import { splitHoursMinutes } from '@/platform/dates/dates';

/** Worked time as hours and minutes, rounded to the minute (docs/spec-notes.md §9). */
export function WorkedTime({ hours }: { hours: number }) {
  const { t } = useLingui();
  const parts = splitHoursMinutes(hours);
  const h = parts.hours;
  const m = parts.minutes;
  return <>{t`${h}h ${m}m`}</>;
}
