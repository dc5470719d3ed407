/**
 * Stored statements read through the contract's schema (issue 30): what this release stores reads
 * back as it was; a statement stored by the release before a field was added is served once an
 * upgrade gives it the field (and refused loudly without one); one of a later release, or one that
 * does not fit, is refused rather than cast.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PayStatementSchema } from '#contract/api-pay.ts';
import { payStatement } from '../../testing/pay-statement.ts';
import { readStoredStatement, STATEMENT_SCHEMA_VERSION, StoredStatementError } from './stored-statement.ts';

const STATEMENT = payStatement();

describe('stored statements', () => {
  it('reads what this release stores as it was', () => {
    expect(readStoredStatement(JSON.stringify(STATEMENT), STATEMENT_SCHEMA_VERSION)).toEqual(STATEMENT);
  });

  it('serves a statement the release before stored once an upgrade gives it a field added since, and refuses it without one', () => {
    // The next release adds the payment's bank to the statement (an example): its schema and upgrade.
    const nextSchema = v.object({ ...PayStatementSchema.entries, bankName: v.string() });
    const upgrades = [(stored: Record<string, unknown>) => ({ ...stored, bankName: '(not recorded)' })];
    const storedBefore = JSON.stringify(STATEMENT);
    expect(readStoredStatement(storedBefore, 1, { upgrades, schema: nextSchema })).toEqual({ ...STATEMENT, bankName: '(not recorded)' });
    // What the next release stores itself is not upgraded again.
    expect(readStoredStatement(JSON.stringify({ ...STATEMENT, bankName: '국민은행' }), 2, { upgrades, schema: nextSchema }).bankName).toBe('국민은행');
    // Without the upgrade the old row is refused, naming the field, not answered without it.
    expect(() => readStoredStatement(storedBefore, 1, { upgrades: [], schema: nextSchema })).toThrow(/does not fit the statement's schema at bankName/);
  });

  it('refuses a statement of a later release, and one that does not fit, without its figures in the message', () => {
    expect(() => readStoredStatement(JSON.stringify(STATEMENT), STATEMENT_SCHEMA_VERSION + 1)).toThrow(StoredStatementError);
    const bent = JSON.stringify({ ...STATEMENT, amCost: '200,000원' });
    expect(() => readStoredStatement(bent, 1)).toThrow(/at amCost$/);
    try {
      readStoredStatement(bent, 1);
    } catch (error) {
      expect(String(error)).not.toContain('김민준');
      expect(String(error)).not.toContain('200,000');
    }
  });
});
