/**
 * A refused decision, as the server answers it (through the app's one API client), becomes what the
 * screen does: the note's rule, a stale list to load again, the scan-order rule with the way out.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { decideCorrection } from './api';
import { decisionFailure, DECISION_ERROR_MESSAGES, SEQUENCE_RULE_MESSAGES } from './decision-errors';

function answering(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function refusal(status: number, body: unknown) {
  answering(status, body);
  const failure = await decideCorrection('6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c', { decision: 'approve', note: '' }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).not.toBeNull();
  return decisionFailure(failure);
}

it('puts a note the server refused on the note', async () => {
  expect(await refusal(400, { code: 'BAD_REQUEST', message: 'note', fields: { note: 'tooLong' } })).toEqual({ kind: 'note', rule: 'tooLong' });
});

it('tells that someone else decided it, or that it is gone, so the list loads again', async () => {
  expect(await refusal(409, { code: 'CORRECTION_DECIDED', message: 'decided' })).toEqual({ kind: 'gone', message: DECISION_ERROR_MESSAGES.CORRECTION_DECIDED });
  expect(await refusal(404, { code: 'NOT_FOUND', message: 'gone' })).toEqual({ kind: 'gone', message: DECISION_ERROR_MESSAGES.NOT_FOUND });
});

it('names the scan-order rule an approval would break, and an unknown rule without it', async () => {
  expect(await refusal(409, { code: 'CORRECTION_SEQUENCE', message: 'order', fields: { sequence: 'afterEnd' } })).toEqual({
    kind: 'sequence',
    message: DECISION_ERROR_MESSAGES.CORRECTION_SEQUENCE,
    rule: SEQUENCE_RULE_MESSAGES.afterEnd,
  });
  expect(await refusal(409, { code: 'CORRECTION_SEQUENCE', message: 'order', fields: { sequence: 'somethingNew' } })).toMatchObject({ kind: 'sequence', rule: null });
});

it("says that another site's request is not this admin's to decide", async () => {
  expect(await refusal(403, { code: 'FORBIDDEN', message: 'site' })).toEqual({ kind: 'other', message: DECISION_ERROR_MESSAGES.FORBIDDEN });
});
