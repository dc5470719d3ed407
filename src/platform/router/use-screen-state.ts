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
 */
import { useMatch, useRouterState, type HistoryState } from '@tanstack/react-router';
import { useState } from 'react';
import './history-state';

export interface ScreenState {
  state: HistoryState;
  /** The screen is the location shown (not being left): it may replace its entry's state. */
  here: boolean;
}

export function useScreenState(): ScreenState {
  const own = useMatch({ strict: false, select: (match) => match.pathname });
  const location = useRouterState({ select: (router) => router.location });
  // The router matches addresses whatever their letter case (decision 051).
  const here = location.pathname.toLowerCase() === own.toLowerCase();
  const [kept, setKept] = useState(location.state);
  // Each entry (and each replacement of its state) has its own key.
  if (here && location.state.__TSR_key !== kept.__TSR_key) setKept(location.state);
  return { state: here ? location.state : kept, here };
}
