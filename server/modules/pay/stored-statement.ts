/**
 * Issued statements as stored (pay_statement_versions.statement, decision 067): written with the shape
 * version of this release, read back through the contract's PayStatementSchema, never with a cast.
 * A statement stored by an earlier release is first brought to the current shape by the upgrades from
 * the version its row names; one stored by a later release, or one that does not fit the schema, is
 * refused loudly rather than answered half-read.
 *
 * Changing the statement's shape: add a field to PayStatementSchema, then an upgrade here that gives
 * stored statements of the version before what the field must hold for them (STATEMENT_SCHEMA_VERSION
 * follows), and a test that serves a statement stored in the old shape.
 */
import * as v from 'valibot';
import { PayStatementSchema, type PayStatement } from '#contract/api-pay.ts';

/** Turns a statement stored in shape n into shape n + 1 (plain JSON in, plain JSON out). */
export type StatementUpgrade = (stored: Record<string, unknown>) => Record<string, unknown>;

/** STATEMENT_UPGRADES[n - 1] upgrades shape n to n + 1. Shape 1 is the statement since migration 018. */
export const STATEMENT_UPGRADES: readonly StatementUpgrade[] = [
  // 1 → 2: amNonTaxable (non-taxable premiums, migration 042). Before it nothing was exempt.
  (stored) => ({ ...stored, amNonTaxable: 0 }),
];

/** The shape this release writes. */
export const STATEMENT_SCHEMA_VERSION = STATEMENT_UPGRADES.length + 1;

export class StoredStatementError extends Error {
  override name = 'StoredStatementError';
}

interface ShapeOptions<T> {
  upgrades: readonly StatementUpgrade[];
  schema: v.GenericSchema<unknown, T>;
}

/** A stored statement of shape `schemaVersion`, in the current shape. */
export function readStoredStatement(text: string, schemaVersion: number): PayStatement;
export function readStoredStatement<T>(text: string, schemaVersion: number, options: ShapeOptions<T>): T;
export function readStoredStatement<T>(text: string, schemaVersion: number, options?: ShapeOptions<T>): T | PayStatement {
  const upgrades = options?.upgrades ?? STATEMENT_UPGRADES;
  const current = upgrades.length + 1;
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1 || schemaVersion > current) {
    throw new StoredStatementError(`a statement stored in shape ${String(schemaVersion)}: this release reads shapes 1 to ${String(current)}`);
  }
  let stored: unknown = JSON.parse(text);
  for (const upgrade of upgrades.slice(schemaVersion - 1)) {
    if (typeof stored !== 'object' || stored === null) break;
    stored = upgrade(stored as Record<string, unknown>);
  }
  const parsed = v.safeParse(options?.schema ?? PayStatementSchema, stored);
  if (!parsed.success) {
    // The paths only: a statement holds a name and amounts, which stay out of logs.
    const where = parsed.issues.map((issue) => v.getDotPath(issue) ?? '(root)').join(', ');
    throw new StoredStatementError(`a stored statement of shape ${String(schemaVersion)} does not fit the statement's schema at ${where}`);
  }
  return parsed.output;
}

/** Whether two statements say the same, their issue aside (key order aside: both as the schema writes them). */
export function sameStatement(a: PayStatement, b: PayStatement): boolean {
  const canonical = (statement: PayStatement) => JSON.stringify(v.parse(PayStatementSchema, { ...statement, issue: null }));
  return canonical(a) === canonical(b);
}
