/**
 * Tokens that work once (migration 023): spending one records its jti until it would expire; a
 * second spend of the same jti fails. Expired rows are pruned as tokens are spent.
 */
import type { Db } from '../../db/database.ts';
import type { VerifiedToken } from './tokens.ts';

/** Spends a verified token; false when it was spent already (or carries no jti to spend). */
export async function spendToken(db: Db, token: Pick<VerifiedToken, 'jti' | 'exp'>, now: Date): Promise<boolean> {
  if (token.jti === undefined) return false;
  await db.deleteFrom('spent_tokens').where('expires_at', '<', now).execute();
  const rows = await db
    .insertInto('spent_tokens')
    .values({ jti: token.jti, expires_at: new Date(token.exp * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .execute();
  return rows.length > 0;
}
