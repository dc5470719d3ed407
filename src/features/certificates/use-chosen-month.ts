/**
 * The month a certificate screen shows, kept in the history entry's state (like the work and
 * statement screens): the list sets it, the view receives it with the navigation, and back and
 * reload return to it. Defaults to the current month in Seoul.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { RoutePath } from '@/platform/router/routes';
import '@/platform/router/history-state';
import { formatYearMonth, parseYearMonth, todayInSeoul } from '#contract/seoul-time.ts';

export function useChosenMonth(route: RoutePath): {
  month: Temporal.PlainYearMonth;
  current: Temporal.PlainYearMonth;
  setMonth: (month: Temporal.PlainYearMonth) => void;
} {
  const navigate = useNavigate();
  const state = useRouterState({ select: (router) => router.location.state });
  const [current] = useState(() => todayInSeoul().toPlainYearMonth());
  const stored = parseYearMonth(state.month);
  return {
    month: stored ?? current,
    current,
    setMonth: (month) => void navigate({ to: route, replace: true, state: { ...state, month: formatYearMonth(month) } }),
  };
}
