import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isQrEventType, QR_EVENT_TYPES } from '#contract/api-contract.ts';

describe('attendance event types', () => {
  it('the database accepts exactly the event types of the contract (the CHECK of migration 004)', () => {
    const sql = readFileSync(new URL('./migrations/004_qr.sql', import.meta.url), 'utf8');
    const check = /event_type text NOT NULL CHECK \(event_type IN \(([^)]*)\)\)/.exec(sql)?.[1];
    expect(check, 'the CHECK on attendance_events.event_type').toBeDefined();
    const listed = [...(check ?? '').matchAll(/'([A-Za-z]+)'/g)].map(([, type]) => type);
    expect(listed).toEqual([...QR_EVENT_TYPES]);
  });

  it('one check tells an event type from anything else', () => {
    for (const type of QR_EVENT_TYPES) expect(isQrEventType(type)).toBe(true);
    for (const other of ['beginwork', 'BeginWork ', '', 'Lunch', null, 3, undefined, {}]) expect(isQrEventType(other)).toBe(false);
  });
});
