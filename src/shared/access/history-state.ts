/**
 * Typed navigation history state (ARCHITECTURE §3): the starting mode of the work and statement
 * screens travels here, never in the query string.
 */
export type WorkMode = 'calendar' | 'list';
export type StatementMode = 'statement' | 'calendar';

declare module '@tanstack/react-router' {
  interface HistoryState {
    workMode?: WorkMode;
    statementMode?: StatementMode;
    /** The month a month screen shows, 'yyyy-mm'; kept in history so back and reload return to it. */
    month?: string;
    /** The employment contract /employmentContract shows (chosen in its month list). */
    contractId?: string;
  }
}
