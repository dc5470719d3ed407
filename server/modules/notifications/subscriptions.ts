/** The reads and writes of push_subscriptions: a device's subscription, by endpoint, of one person and one login session. */
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, PushSubscriptionRow, SubjectKind } from '../../db/schema.ts';
import type { Language } from '#contract/languages.ts';

interface SubscriptionOwner {
  kind: SubjectKind;
  id: string;
  /** The refresh-token family of the session that subscribes: its logout deletes the subscription. */
  familyId: string;
}

interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
}

/**
 * Stores the device's subscription for `owner` (one statement): an endpoint already stored, even one
 * another person subscribed (the phone changed hands, or another account logged in on it), now
 * belongs to the caller, with its keys, language and session.
 */
export async function upsertSubscription(db: Db, owner: SubscriptionOwner, subscription: NewSubscription, now: Date): Promise<void> {
  const mine = { p256dh: subscription.p256dh, auth: subscription.auth, language: subscription.language, subject_kind: owner.kind, subject_id: owner.id, family_id: owner.familyId };
  await db
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), endpoint: subscription.endpoint, ...mine, created_at: now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(mine))
    .execute();
}

/** Deletes the caller's subscription of that endpoint (someone else's is left alone); whether one was deleted. */
export async function deleteOwnSubscription(db: Db, owner: { kind: SubjectKind; id: string }, endpoint: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('subject_kind', '=', owner.kind)
    .where('subject_id', '=', owner.id)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** Logout: the subscriptions the ended session made go with it (the device tells nobody any more). */
export async function deleteSessionSubscriptions(db: Db, familyId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('family_id', '=', familyId).execute();
}

/**
 * The person's subscriptions whose session was not ended. A session ended otherwise than by this
 * device's logout (a password or phone change, a cancelled account, a replayed refresh token) revokes
 * its refresh-token family: its subscriptions are deleted here, before anything is sent to them. A
 * session that merely expired keeps its device informed (the tap leads to the login).
 */
export async function liveSubscriptionsOf(db: Db, subject: { kind: SubjectKind; id: string }): Promise<PushSubscriptionRow[]> {
  const ended = (eb: ExpressionBuilder<Database, 'push_subscriptions'>) =>
    eb.exists(eb.selectFrom('refresh_tokens').select('jti').whereRef('refresh_tokens.family_id', '=', 'push_subscriptions.family_id').where('refresh_tokens.revoked_at', 'is not', null));
  await db.deleteFrom('push_subscriptions').where('subject_kind', '=', subject.kind).where('subject_id', '=', subject.id).where(ended).execute();
  return db.selectFrom('push_subscriptions').selectAll().where('subject_kind', '=', subject.kind).where('subject_id', '=', subject.id).execute();
}
