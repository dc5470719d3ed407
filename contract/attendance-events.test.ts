/**
 * The attendance event kinds as data (issue 30): the QR payload's order of kinds kept, every break
 * that begins also ends, the order at one instant, and a kind whose role no code handles failing the
 * type check (checked by `npm run typecheck`, which reads this file).
 */
import { describe, expect, it } from 'vitest';
import { QR_EVENT_TYPES } from './api-contract.ts';
import { EVENT_KINDS, unhandledKind, type EventKind } from './attendance-events.ts';

describe('the attendance event kinds', () => {
  it("keeps the QR payload's index of each kind (codes already printed go on meaning the same)", () => {
    expect(QR_EVENT_TYPES).toEqual(['BeginWork', 'EndWork', 'BeginLunch', 'EndLunch', 'BeginDinner', 'EndDinner']);
  });

  it('has an end for every break that begins, and orders one instant as a day runs', () => {
    const kinds: EventKind[] = Object.values(EVENT_KINDS);
    const breaks = (role: 'beginBreak' | 'endBreak') => kinds.flatMap((kind) => (kind.role === role ? [kind.break] : [])).sort();
    expect(breaks('beginBreak')).toEqual(breaks('endBreak'));
    const at = kinds.map((kind) => kind.at);
    expect(new Set(at).size).toBe(at.length);
    expect(EVENT_KINDS.BeginWork.at).toBe(Math.min(...at));
    expect(EVENT_KINDS.EndWork.at).toBe(Math.max(...at));
  });

  it('refuses, at the type check, a kind whose role the code does not handle', () => {
    type WithNewRole = EventKind | { role: 'standBy'; at: number };
    const handled = (kind: WithNewRole): string => {
      switch (kind.role) {
        case 'beginWork':
        case 'endWork':
        case 'beginBreak':
        case 'endBreak':
          return kind.role;
        default:
          // @ts-expect-error: 'standBy' is a role no case handles.
          return unhandledKind(kind);
      }
    };
    expect(handled(EVENT_KINDS.EndLunch)).toBe('endBreak');
    expect(() => handled({ role: 'standBy', at: 6 })).toThrow('An attendance event kind no code handles');
  });
});
