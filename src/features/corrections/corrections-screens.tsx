/**
 * The correction screens behind /corrections (src/routes/_worker/corrections.tsx): the search string
 * says which, and every value in it is checked here (the route takes it as it comes).
 */
import { CorrectionListScreen } from './correction-list-screen';
import { CorrectionRequestScreen } from './correction-request-screen';
import { WorkDayScreen } from './work-day-screen';

/** `date`: yyyymmdd (the router reads 20261119 as a number); `request`: true for the form. */
export interface CorrectionsSearch {
  date?: unknown;
  request?: unknown;
  event?: unknown;
  key?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

export function CorrectionsScreens({ search }: { search: CorrectionsSearch }) {
  const date = text(search.date);
  if (date === undefined) return <CorrectionListScreen />;
  // Keyed: going back or forward between two days (or two requests) starts each screen afresh.
  if (search.request === true) return <CorrectionRequestScreen key={`${date}:${text(search.key) ?? ''}`} date={date} event={text(search.event)} itemKey={text(search.key)} />;
  return <WorkDayScreen key={date} date={date} />;
}
