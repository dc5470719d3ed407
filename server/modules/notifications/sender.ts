/**
 * The sender (decision 065): takes the unsent rows of notification_outbox and pushes each to every
 * live subscription of its recipient, in the subscription's language, with the web-push library
 * (RFC 8291 aes128gcm encryption and a VAPID signature; the request itself goes out through fetch,
 * so a local push service over http works in tests).
 *
 * - A row is claimed by one conditional UPDATE (unsent, and unclaimed or claimed long enough ago that
 *   its sender must have died; the candidates are locked with SKIP LOCKED): of N replicas, one sends it.
 * - A push service that answers 404 or 410 says the subscription is gone: it is deleted.
 * - A row is marked sent once tried, also when its recipient has no subscription. A push that failed
 *   for a passing reason (5xx, 429, no answer) gets a row of its own for that one subscription, due
 *   after the next of RETRY_DELAYS_MS (four tries in all): the subscriptions that took it never get
 *   it twice. A failure is logged (the host only: an endpoint is a capability).
 * - Rows older than MAX_AGE_MS are not sent (push was off, or down, for that long: the news is old).
 */
import { randomUUID } from 'node:crypto';
import webpush from 'web-push';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NotificationOutboxRow } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { onNotificationEnqueued, type NotificationKind } from './outbox.ts';
import { liveSubscriptionsOf } from './subscriptions.ts';
import { payloadOf } from './texts.ts';
import type { VapidKeys, VapidSource } from './vapid-keys.ts';

/** A claim older than this belongs to a sender that died: another may take the row. */
const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;
/** Rows waiting longer are not sent any more (pruned later: pruneNotificationOutbox). */
const MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** How long a push service may take to answer one request. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a phone that is off: a day (the reminder of a missing end: its evening). */
const TTL_SECONDS: Record<NotificationKind, number> = {
  statementReady: 3 * 24 * 3600,
  statementReissued: 3 * 24 * 3600,
  contractToSign: 3 * 24 * 3600,
  inquiryAnswered: 3 * 24 * 3600,
  correctionDecided: 3 * 24 * 3600,
  noEndRecorded: 6 * 3600,
  correctionRequested: 24 * 3600,
};
const BATCH_SIZE = 50;
/** The wait before the 2nd, 3rd and 4th try of a push that failed for a passing reason. */
const RETRY_DELAYS_MS = [60_000, 10 * 60_000, 60 * 60_000];
/** A kick waits this long, so the row a caller's transaction wrote is usually committed by then (the interval catches the rest). */
const KICK_DELAY_MS = 200;

interface SendRound {
  /** Rows this sender claimed and finished. */
  rows: number;
  /** Pushes the push services accepted. */
  delivered: number;
  /** Subscriptions deleted because their push service said they are gone (404, 410). */
  removed: number;
  failed: number;
}

export interface NotificationSender {
  /** Sends what is due now; resolves when this round is done. Never runs two rounds at once. */
  sendDue(): Promise<SendRound>;
  /** Fire and forget: a round soon (coalesced), its errors logged, never thrown. */
  kick(): void;
  /** Stops listening for enqueued rows (the rounds under way finish). */
  stop(): void;
}

interface SenderOptions {
  db: Db;
  vapid: VapidSource;
  logger: Logger;
  /** The HTTP client (tests count or fail requests). */
  fetch?: typeof fetch;
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'an invalid endpoint';
  }
}

/**
 * Claims due rows for this sender. Times are the database's (now()), not the replica's: a replica
 * whose clock runs ahead must not take another's fresh claim for a stale one.
 */
async function claim(db: Db): Promise<NotificationOutboxRow[]> {
  const claimable = sql<boolean>`sent_at IS NULL AND (claimed_at IS NULL OR claimed_at < now() - make_interval(secs => ${CLAIM_TIMEOUT_MS / 1000}))`;
  return db
    .updateTable('notification_outbox')
    .set({ claimed_at: sql<Date>`now()` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notification_outbox')
        .select('id')
        .where(claimable)
        .where(sql<boolean>`(not_before IS NULL OR not_before <= now())`)
        .where(sql<boolean>`created_at > now() - make_interval(secs => ${MAX_AGE_MS / 1000})`)
        .orderBy('created_at')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked(),
    )
    // Checked again on the row itself: a row another sender claimed meanwhile is not taken.
    .where(claimable)
    .returningAll()
    .execute();
}

export function createNotificationSender(options: SenderOptions): NotificationSender {
  const { db, vapid, logger } = options;
  const send = options.fetch ?? fetch;
  let running: Promise<SendRound> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function push(row: NotificationOutboxRow, keys: VapidKeys, round: SendRound): Promise<void> {
    const params = JSON.parse(row.params) as Record<string, string | number | boolean>;
    const subscriptions = await liveSubscriptionsOf(db, { kind: row.subject_kind, id: row.subject_id });
    // A retry is for its one subscription (gone by now: nothing to do).
    for (const subscription of row.subscription_id === null ? subscriptions : subscriptions.filter((candidate) => candidate.id === row.subscription_id)) {
      const payload = payloadOf(row.kind, params, subscription.language);
      try {
        const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
          vapidDetails: keys,
          TTL: TTL_SECONDS[row.kind],
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        });
        const answer = await send(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          ...(request.body ? { body: new Uint8Array(request.body) } : {}),
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await answer.body?.cancel();
        if (answer.ok) {
          round.delivered += 1;
          await db.updateTable('push_subscriptions').set({ last_success_at: sql<Date>`now()` }).where('id', '=', subscription.id).execute();
        } else if (answer.status === 404 || answer.status === 410) {
          round.removed += 1;
          await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).where('endpoint', '=', subscription.endpoint).execute();
        } else {
          round.failed += 1;
          logger.warn({ status: answer.status, host: hostOf(subscription.endpoint), kind: row.kind, attempt: row.attempt }, 'push: the push service refused a notification');
          // 5xx and 429 pass; any other answer (400, 403, 413) would be the same next time.
          if (answer.status >= 500 || answer.status === 429) await retryLater(row, subscription.id);
        }
      } catch (error) {
        round.failed += 1;
        logger.warn({ err: error instanceof Error ? error.message : String(error), host: hostOf(subscription.endpoint), kind: row.kind, attempt: row.attempt }, 'push: sending a notification failed');
        await retryLater(row, subscription.id);
      }
    }
  }

  /** The next try of `row` for one subscription, after its wait; none once RETRY_DELAYS_MS is spent. */
  async function retryLater(row: NotificationOutboxRow, subscriptionId: string): Promise<void> {
    const delay = RETRY_DELAYS_MS[row.attempt - 1];
    if (delay === undefined) return;
    await db
      .insertInto('notification_outbox')
      .values({
        id: randomUUID(),
        subject_kind: row.subject_kind,
        subject_id: row.subject_id,
        kind: row.kind,
        params: row.params,
        // Once per try of a row for a subscription, whichever replica sent it.
        dedup_key: `retry:${row.id}:${subscriptionId}`,
        created_at: row.created_at,
        subscription_id: subscriptionId,
        attempt: row.attempt + 1,
        not_before: sql<Date>`now() + make_interval(secs => ${delay / 1000})`,
      })
      .onConflict((oc) => oc.column('dedup_key').doNothing())
      .execute();
  }

  async function round(): Promise<SendRound> {
    const result: SendRound = { rows: 0, delivered: 0, removed: 0, failed: 0 };
    const keys = await vapid.keys();
    if (!keys) return result;
    for (;;) {
      const rows = await claim(db);
      for (const row of rows) {
        await push(row, keys, result);
        await db.updateTable('notification_outbox').set({ sent_at: sql<Date>`now()` }).where('id', '=', row.id).where('sent_at', 'is', null).execute();
        result.rows += 1;
      }
      if (rows.length < BATCH_SIZE) return result;
    }
  }

  function sendDue(): Promise<SendRound> {
    if (running) {
      // A row enqueued during this round may have been missed by its claim: one more round after it.
      again = true;
      return running;
    }
    running = round().finally(() => {
      running = null;
      if (again) {
        again = false;
        kick();
      }
    });
    return running;
  }

  function kick(): void {
    // A round that ends after stop() asks for no other.
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      sendDue().catch((error: unknown) => {
        logger.error({ err: error }, 'push: sending notifications failed');
      });
    }, KICK_DELAY_MS);
    timer.unref();
  }

  const unregister = vapid.available ? onNotificationEnqueued(kick) : () => undefined;
  return {
    sendDue,
    kick,
    stop() {
      stopped = true;
      unregister();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** Deletes outbox rows older than the sweeps look back (45 days), so their dedup keys still hold while a sweep could find the event again. */
const OUTBOX_RETENTION_MS = 45 * 24 * 60 * 60 * 1000;

export async function pruneNotificationOutbox(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('notification_outbox').where('created_at', '<', new Date(now.getTime() - OUTBOX_RETENTION_MS)).execute();
}
