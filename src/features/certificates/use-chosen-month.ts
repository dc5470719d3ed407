/**
 * The month a certificate screen shows, kept in the history entry's state (like the work and
 * statement screens): the list sets it, the view receives it with the navigation, and back and
 * reload return to it. Until one is chosen it is the current month in Seoul, or, once the year's
 * months are known (`useLatestWithDocument`), the latest month up to now that has a document: a
 * list never opens on an empty month when an earlier one has something.
 * Moving to another month replaces the history entry, and the offline note goes with it.
 * The person's choice wins over the move to the latest month: a tap on "previous year" made just
 * before the year's months arrive is not undone by them (the choice is kept at once, not when the
 * router has committed it).
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { RoutePath } from '@/platform/router/routes';
import { carryOver, viewKey } from '@/platform/pwa/data-freshness';
import { useScreenState } from '@/platform/router/use-screen-state';
import { todayInSeoul } from '#contract/seoul-time.ts';
import { formatYearMonth, parseYearMonth } from '#contract/seoul-calendar.ts';

export function useChosenMonth(route: RoutePath): {
  month: Temporal.PlainYearMonth;
  current: Temporal.PlainYearMonth;
  /** A month was chosen (by the person, or kept in history), not the default. */
  chosen: boolean;
  /** The person chooses a month. */
  setMonth: (month: Temporal.PlainYearMonth) => void;
  /** The screen moves to a month, unless the person has chosen one. */
  openOn: (month: Temporal.PlainYearMonth) => void;
} {
  const navigate = useNavigate();
  // Being left, a list neither moves to another month nor writes one into the next screen's entry.
  const { state, here } = useScreenState();
  const [current] = useState(() => todayInSeoul().toPlainYearMonth());
  const personChose = useRef(false);
  const stored = parseYearMonth(state.month);
  const show = (month: Temporal.PlainYearMonth) => {
    if (!here) return;
    // The entry is replaced under a new key; a month of the year shown asks nothing again, so the
    // notes of what it shows ("Offline — data as of") go with it. Another year asks again, and
    // its answer replaces them.
    const before = viewKey(history.state, location.pathname);
    void navigate({ to: route, replace: true, state: { ...state, month: formatYearMonth(month) } }).then(() => {
      carryOver(before, viewKey(history.state, location.pathname));
    });
  };
  return {
    month: stored ?? current,
    current,
    chosen: !here || stored !== null,
    setMonth: (month) => {
      personChose.current = true;
      show(month);
    },
    openOn: (month) => {
      if (!personChose.current) show(month);
    },
  };
}

/**
 * Moves a list that opened on the current month (nothing chosen) to the latest earlier month of the
 * year that has a document, when the current month has none. `months`: the year's months with one,
 * once loaded (undefined while loading).
 */
export function useLatestWithDocument(
  view: { month: Temporal.PlainYearMonth; chosen: boolean; openOn: (month: Temporal.PlainYearMonth) => void },
  months: readonly number[] | undefined,
): void {
  const { month, chosen, openOn } = view;
  useEffect(() => {
    if (chosen || !months || months.includes(month.month)) return;
    const latest = Math.max(...months.filter((candidate) => candidate < month.month));
    if (Number.isFinite(latest)) openOn(month.with({ month: latest }));
  }, [chosen, months, month, openOn]);
}
