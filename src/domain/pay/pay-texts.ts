/** The words of pay's computed items, in the reader's language: pay line kinds and why a shift was not paid. */
import { useLingui } from '@lingui/react/macro';
import type { PayLineKind, UnpaidReason } from '#contract/api-pay.ts';
import { splitHoursMinutes } from '@/platform/dates/dates';

interface PayTexts {
  lineLabel: (kind: PayLineKind) => string;
  unpaidReason: (reason: UnpaidReason) => string;
  /** 630 → "10h 30m" (10시간 30분). */
  duration: (minutes: number) => string;
}

export function usePayTexts(): PayTexts {
  const { t } = useLingui();
  const duration = (minutes: number): string => {
    const { hours: h, minutes: m } = splitHoursMinutes(minutes / 60);
    return t`${h}h ${m}m`;
  };
  const lineLabel = (kind: PayLineKind): string => {
    switch (kind) {
      case 'base':
        return t`Daily wages`;
      case 'partial':
        return t`Short days`;
      case 'extra':
        return t`Hours beyond the contract`;
      case 'overtime':
        return t`Overtime pay`;
      case 'weeklyOvertime':
        return t`Overtime premium (over 40 h a week)`;
      case 'partTimeWeekly':
        return t`Premium for hours beyond the contracted week`;
      case 'night':
        return t`Night work premium`;
      case 'holiday':
        return t`Holiday work`;
      case 'holidayOver8':
        return t`Holiday work over 8 h`;
      case 'publicHoliday':
        return t`Paid public holidays`;
      case 'weeklyHoliday':
        return t`Weekly paid holiday`;
      case 'dayRounding':
        return t`Rounding to the won`;
    }
  };
  const unpaidReason = (reason: UnpaidReason): string => {
    switch (reason) {
      case 'inProgress':
        return t`Still at work`;
      case 'noEnd':
        return t`No end of work recorded`;
      case 'overlong':
        return t`End of work more than 24 hours later`;
      case 'zeroLength':
        return t`No working time between start and end`;
      case 'noContract':
        return t`No employment contract in force`;
    }
  };
  return { lineLabel, unpaidReason, duration };
}
