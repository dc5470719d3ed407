/**
 * The mode and month of a month screen (work, statement), kept in the current history entry's
 * state: the starting mode arrives with the navigation (tab bar, menu), and switching mode or
 * month replaces the entry's state, so back, forward and reload all return to what was shown.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatYearMonth, parseYearMonth, todayInSeoul } from '#contract/seoul-time.ts';
import './history-state';
import { useScreenState } from './use-screen-state';

type ModeKey = 'workMode' | 'statementMode';

export interface MonthView<M extends string> {
  mode: M;
  month: Temporal.PlainYearMonth;
  /** 'yyyy-mm', for keys. */
  monthKey: string;
  today: Temporal.PlainDate;
  setMode: (mode: M) => void;
  setMonth: (month: Temporal.PlainYearMonth) => void;
}

export function useMonthView<M extends string>(to: '/work' | '/incomeReceipt', modeKey: ModeKey, modes: readonly [M, ...M[]]): MonthView<M> {
  const navigate = useNavigate();
  const { state, here } = useScreenState();
  const [today] = useState(() => todayInSeoul());
  const stored: unknown = state[modeKey];
  const mode = modes.find((candidate) => candidate === stored) ?? modes[0];
  const month = parseYearMonth(state.month) ?? today.toPlainYearMonth();
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
    setMode: (next) => replace({ mode: next }),
    setMonth: (next) => replace({ month: formatYearMonth(next) }),
  };
}
