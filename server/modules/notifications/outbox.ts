/**
 * The notification outbox (decision 065): what other modules call to tell a person something
 * (a statement is ready, a contract waits for a signature, an inquiry was answered, a correction was
 * decided). A request is a row of notification_outbox, written in the caller's transaction when it
 * passes one, so a notification exists exactly when what it tells of was committed. The dedup key
 * makes it once per event across replicas and retries (INSERT … ON CONFLICT DO NOTHING). The sender
 * (sender.ts) sends the rows; enqueueing kicks it, and an interval in main.ts catches the rest.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { paramsProblem } from './texts.ts';

export type NotificationKind = 'statementReady' | 'statementReissued' | 'contractToSign' | 'inquiryAnswered'
  | 'correctionDecided' | 'noEndRecorded' | 'correctionRequested';
export interface NotificationRequest {
  to: { kind: 'user' | 'admin'; id: string };
  kind: NotificationKind;
  /** What the text and the link need (no amounts, ever): e.g. { year: 2026, month: 10, corporationCode: 'C100' }. */
  params: Record<string, string | number | boolean>;
  /** Once per key, across replicas (INSERT … ON CONFLICT DO NOTHING). */
  dedupKey: string;
}

const MAX_DEDUP_KEY = 200;

/**
 * The senders of this process, told when a row was enqueued. A Kysely transaction does not say which
 * database it belongs to, so every sender of the process is told (one in a server; tests may have more).
 */
const kicks = new Set<() => void>();

/**
 * Forgets every sender's kick (a test process running several files: the apps of a file that ended
 * are not told of the next file's rows).
 */
export function forgetNotificationKicks(): void {
  kicks.clear();
}

/** Registers a sender's kick; answers the function that unregisters it. */
export function onNotificationEnqueued(kick: () => void): () => void {
  kicks.add(kick);
  return () => {
    kicks.delete(kick);
  };
}

/**
 * A notification for `request.to`, once per `request.dedupKey`. `db` may be the caller's transaction:
 * the row is then sent after the commit (the sender's next round: the kick waits a moment, and the
 * interval comes by in any case). Throws only for a request that breaks the rules (unknown or missing
 * params, a params value that is not the kind's type): a programming error, not a runtime condition.
 */
export async function enqueueNotification(db: Db, request: NotificationRequest): Promise<void> {
  const problem = paramsProblem(request.kind, request.params);
  if (problem) throw new Error(`enqueueNotification: ${problem}`);
  if (request.dedupKey === '' || request.dedupKey.length > MAX_DEDUP_KEY) throw new Error(`enqueueNotification: the dedup key must be 1..${String(MAX_DEDUP_KEY)} characters`);
  await db
    .insertInto('notification_outbox')
    .values({
      id: randomUUID(),
      subject_kind: request.to.kind,
      subject_id: request.to.id,
      kind: request.kind,
      params: JSON.stringify(request.params),
      dedup_key: request.dedupKey,
      // The database's time, as the sender's claims use: replicas' clocks may differ.
      created_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.column('dedup_key').doNothing())
    .execute();
  for (const kick of kicks) kick();
}
