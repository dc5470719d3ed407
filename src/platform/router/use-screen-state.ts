/**
 * The history state of the entry a screen was opened in (month, mode, employer, document), for the
 * screens that keep what they show there (history-state.ts).
 *
 * When the person leaves, the router moves to the next location before the next screen has loaded,
 * and the screen being left renders once more under it. The next entry's state is not its own: read
 * from there, a month or an employer would fall back to the default for that render, asking for the
 * current month's data only to cancel it as the screen goes (a failed call in the console), or
 * writing its month into the next entry (Back then led to the list again). Read through here, the
 * screen keeps the state it had, and `here` tells it not to write.
 *
 * A link from outside the app (a notification's, decision 065) cannot carry history state: it names
 * the item in its search string instead (/incomeReceipt?month=2026-10&corporationCode=K001,
 * /work?day=20261120, /employmentContract?contractId=…), read here as the state it stands for, so a
 * cold start shows that item. The entry's own state wins over it; a screen that replaces its state
 * (another month) navigates without the search string.
 */
import { useMatch, useRouterState, type HistoryState, type ParsedLocation } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import './history-state';

interface ScreenState {
  state: HistoryState;
  /** The screen is the location shown (not being left): it may replace its entry's state. */
  here: boolean;
}

/** The history state a link may carry in its search string. */
const LINK_KEYS = ['month', 'day', 'corporationCode', 'contractId'] as const;

/** The location's state, with what its search string stands for (the router reads `day=20261120` as a number). */
function stateOf(location: ParsedLocation): ParsedLocation['state'] {
  const search = location.search as Record<string, unknown>;
  const linked: Partial<Record<(typeof LINK_KEYS)[number], string>> = {};
  for (const key of LINK_KEYS) {
    const value = search[key];
    if ((typeof value === 'string' && value !== '' && value.length <= 100) || typeof value === 'number') linked[key] = String(value);
  }
  return Object.keys(linked).length === 0 ? location.state : { ...linked, ...location.state };
}

export function useScreenState(): ScreenState {
  const own = useMatch({ strict: false, select: (match) => match.pathname });
  const location = useRouterState({ select: (router) => router.location });
  // The router matches addresses whatever their letter case (decision 051).
  const here = location.pathname.toLowerCase() === own.toLowerCase();
  const current = useMemo(() => stateOf(location), [location]);
  const [kept, setKept] = useState(current);
  // Each entry (and each replacement of its state) has its own key.
  if (here && current.__TSR_key !== kept.__TSR_key) setKept(current);
  return { state: here ? current : kept, here };
}
