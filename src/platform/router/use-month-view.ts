/**
 * The mode and month of a month screen (work, statement), kept in the current history entry's
 * state: the starting mode (and a day to show, from home's week strip) arrives with the navigation,
 * and switching mode or month replaces the entry's state, so back, forward and reload all return to
 * what was shown. Nothing is recorded or paid ahead: the month never goes past the current one in
 * Seoul, whatever the state holds (an entry kept from a phone whose clock was ahead, a state written
 * by hand).
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { formatYearMonth, parseYearMonth, parseYyyymmdd } from '#contract/seoul-calendar.ts';
import './history-state';
import { useScreenState } from './use-screen-state';

type ModeKey = 'workMode' | 'statementMode';

interface MonthView<M extends string> {
  mode: M;
  month: Temporal.PlainYearMonth;
  /** 'yyyy-mm', for keys. */
  monthKey: string;
  today: Temporal.PlainDate;
  /** The current month in Seoul: the latest a month screen shows. */
  latest: Temporal.PlainYearMonth;
  /** The day to show first (yyyymmdd), when the navigation named one. */
  day: string | undefined;
  setMode: (mode: M) => void;
  setMonth: (month: Temporal.PlainYearMonth) => void;
}

export function useMonthView<M extends string>(to: '/work' | '/incomeReceipt', modeKey: ModeKey, modes: readonly [M, ...M[]]): MonthView<M> {
  const navigate = useNavigate();
  const { state, here } = useScreenState();
  const [today] = useState(() => todayInSeoul());
  const stored: unknown = state[modeKey];
  const mode = modes.find((candidate) => candidate === stored) ?? modes[0];
  const latest = today.toPlainYearMonth();
  const upTo = (asked: Temporal.PlainYearMonth) => (Temporal.PlainYearMonth.compare(asked, latest) <= 0 ? asked : latest);
  const month = upTo(parseYearMonth(state.month) ?? parseYyyymmdd(state.day ?? '')?.toPlainYearMonth() ?? latest);
  const monthKey = formatYearMonth(month);

  // Another month starts from the default employer: the one chosen may have paid nothing in it.
  const replace = (next: { mode?: M; month?: string }) => {
    if (!here) return;
    const { corporationCode, ...rest } = state;
    const kept = next.month === undefined && corporationCode !== undefined ? { corporationCode } : {};
    void navigate({ to, replace: true, state: { ...rest, ...kept, [modeKey]: next.mode ?? mode, month: next.month ?? monthKey } });
  };

  return {
    mode,
    month,
    monthKey,
    today,
    latest,
    day: state.day,
    setMode: (next) => replace({ mode: next }),
    setMonth: (next) => replace({ month: formatYearMonth(upTo(next)) }),
  };
}
