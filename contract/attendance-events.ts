/**
 * The attendance event kinds (docs/spec-notes.md §3) as data: what each does to a worker's day. The
 * gate's sequence rules (server/modules/qr/sequence.ts), the shifts pay prices and the breaks it takes
 * out (server/modules/work/work-days.ts), the order of events recorded at one instant, the labels
 * (src/domain/attendance/event-labels.ts, a record by kind) and the database's CHECK constraints
 * (tested against this list) all read it here. The code that acts on a kind switches on its `role`
 * with an exhaustive check, so a kind added here fails the type check wherever pay or the gate
 * must decide what it does.
 *
 * The order of the keys is the QR payload's index of a kind (contract/qr-payload.ts): add at the end.
 */
export type BreakKind = 'Lunch' | 'Dinner';

type EventKindFacts =
  | { role: 'beginWork'; at: number }
  | { role: 'endWork'; at: number }
  /** A break begins; `twice`: the rule a second one in the shift breaks. */
  | { role: 'beginBreak'; break: BreakKind; twice: string; at: number }
  /** A break ends; `withoutBegin`: the rule an end with none begun breaks. */
  | { role: 'endBreak'; break: BreakKind; withoutBegin: string; at: number };

/** Each kind, and `at`: its place among events recorded at the same instant (a begin before a break before an end). */
export const EVENT_KINDS = {
  BeginWork: { role: 'beginWork', at: 0 },
  EndWork: { role: 'endWork', at: 5 },
  BeginLunch: { role: 'beginBreak', break: 'Lunch', twice: 'lunchTwice', at: 1 },
  EndLunch: { role: 'endBreak', break: 'Lunch', withoutBegin: 'endLunchWithoutBegin', at: 2 },
  BeginDinner: { role: 'beginBreak', break: 'Dinner', twice: 'dinnerTwice', at: 3 },
  EndDinner: { role: 'endBreak', break: 'Dinner', withoutBegin: 'endDinnerWithoutBegin', at: 4 },
} as const satisfies Record<string, EventKindFacts>;

export type EventKind = (typeof EVENT_KINDS)[keyof typeof EVENT_KINDS];

/** For a switch on a kind's role that must handle every one: a role left out fails the type check here. */
export function unhandledKind(kind: never): never {
  throw new Error(`An attendance event kind no code handles: ${JSON.stringify(kind)}`);
}
