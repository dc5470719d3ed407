/** "On shift" / "On break" for a day whose shift is in progress (work-day.ts): as words, or as a tag. */
import { useLingui } from '@lingui/react/macro';
import type { WorkDayRecord } from '#contract/api-work.ts';
import { onBreak } from './work-day';

export function useShiftWords(): (record: WorkDayRecord, now: number) => string {
  const { t } = useLingui();
  return (record, now) => (onBreak(record, now) ? t`On break` : t`On shift`);
}

export function ShiftTag({ record, now }: { record: WorkDayRecord; now: number }) {
  return <span className="tag tag--live">{useShiftWords()(record, now)}</span>;
}
