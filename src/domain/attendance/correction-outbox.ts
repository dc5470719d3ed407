/**
 * The worker's correction requests on the phone (issue 18), in IndexedDB (idb-keyval store
 * `wfm-correction-outbox` / `items`), an outbox as outbox.ts keeps one:
 * - `draft`: being written (the form saves it as it is typed, so a reload loses nothing);
 * - `pending`: written and checked, waiting to be sent (offline, or the send got no answer). Sent once
 *   the phone is online (keepSendingCorrections, from the offline start): the idempotency key made
 *   with the draft makes a repeat answer the request already made;
 * - `refused`: the server said no (a 4xx) and why; kept for the worker to fix and send again, or delete.
 * Every item belongs to one worker (`owner`: the token's subject) and is sent only while that worker
 * is the one logged in; logout waits while one is pending.
 */
import * as v from 'valibot';
import { QR_EVENT_TYPES } from '#contract/api-contract.ts';
import { CorrectionSchema, type Correction, type CorrectionRequest } from '#contract/api-corrections.ts';
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { currentUserId } from '@/platform/session/current-user';
import { sessionKind, subscribeSession } from '@/platform/session/session-store';
import { CORRECTION_OUTBOX_STORE, registerPendingSource } from '@/domain/personal-data/personal-stores';
import { createOutbox, StoredErrorCodeSchema, type Settled } from './outbox';

const CorrectionItemSchema = v.object({
  /** The request's idempotency key, made with the draft. */
  key: v.string(),
  owner: v.string(),
  /** When it was last written or queued (this phone's clock), for ordering. */
  queuedAt: v.number(),
  status: v.picklist(['draft', 'pending', 'refused']),
  /** yyyymmdd */
  date: v.string(),
  /** '' while a draft has none chosen. */
  eventType: v.picklist(['', ...QR_EVENT_TYPES]),
  /** HH:MM, or what is typed so far. */
  time: v.string(),
  nextDay: v.boolean(),
  reason: v.string(),
  /** The resized JPEG, base64. */
  photo: v.optional(v.string()),
  /** The site chosen, when the day could belong to more than one (GET /work/day's siteChoices). */
  siteCode: v.optional(v.string()),
  /** The server's answer to the last send, while refused. */
  refusal: v.optional(v.object({ code: StoredErrorCodeSchema, fields: v.optional(v.record(v.string(), v.string())) })),
});
export type CorrectionItem = v.InferOutput<typeof CorrectionItemSchema>;
export type CorrectionRefusal = NonNullable<CorrectionItem['refusal']>;

const outbox = createOutbox<CorrectionItem, Correction>({
  store: CORRECTION_OUTBOX_STORE,
  lock: 'wfm-correction-outbox',
  schema: CorrectionItemSchema,
  refused: (item, body) => ({ ...item, status: 'refused', refusal: { code: body.code, ...(body.fields ? { fields: body.fields } : {}) } }),
});

/** A worker's items of every status, oldest first. */
export const correctionItems = (owner: string): Promise<CorrectionItem[]> => outbox.items(owner);
export const saveCorrectionItem = (item: CorrectionItem): Promise<void> => outbox.put(item);
export const removeCorrectionItem = (item: CorrectionItem): Promise<void> => outbox.remove(item);
export const subscribeCorrectionItems = (listener: () => void): (() => void) => outbox.subscribe(listener);

/** Not sent now: the item is not the logged-in worker's (another person, or an admin, uses the phone). */
class NotTheOwner extends Error {}

/** The body of POST /work/corrections for a checked item. */
function correctionRequestOf(item: CorrectionItem): CorrectionRequest {
  if (item.eventType === '') throw new Error('a correction without an event cannot be sent');
  return {
    date: item.date,
    eventType: item.eventType,
    time: item.time,
    nextDay: item.nextDay,
    reason: item.reason,
    ...(item.photo === undefined ? {} : { photo: item.photo }),
    ...(item.siteCode === undefined ? {} : { siteCode: item.siteCode }),
    idempotencyKey: item.key,
  };
}

async function sendItem(item: CorrectionItem, signal: AbortSignal): Promise<Correction> {
  // The call carries the session's token: only ever its owner's request, never under someone else's account.
  if (sessionKind() !== 'user' || currentUserId() !== item.owner) throw new NotTheOwner();
  return parseAnswer(CorrectionSchema, api.post('work/corrections', { json: correctionRequestOf(item), signal }));
}

export function flushCorrections(owner: string): Promise<void> {
  return outbox.flush(owner, sendItem);
}

/**
 * Queues a checked item and, online, sends it at once: the server's answer for it (sent or refused),
 * or null when it waits (offline, no answer, or other items before it got none).
 */
export async function queueCorrection(item: CorrectionItem): Promise<Settled<Correction> | null> {
  const queued: CorrectionItem = { ...item, status: 'pending', queuedAt: Date.now() };
  delete queued.refusal;
  await outbox.put(queued);
  if (!navigator.onLine) return null;
  const heard: { outcome: Settled<Correction> | null } = { outcome: null };
  const unsubscribe = outbox.subscribe((event) => {
    if (event.kind === 'settled' && event.item.key === item.key) heard.outcome = event.outcome;
  });
  try {
    await flushCorrections(item.owner);
  } finally {
    unsubscribe();
  }
  return heard.outcome;
}

const RETRY_MS = 30_000;
let watching = false;

/**
 * Sends the logged-in worker's waiting requests now, when the connection comes back, when someone
 * logs in, and every 30 s while the app is open; a send under way is given up when the browser says
 * the connection is gone (it is repeated with the same key).
 */
export function keepSendingCorrections(): void {
  if (watching) return;
  watching = true;
  const send = () => {
    const owner = currentUserId();
    if (owner && sessionKind() === 'user' && navigator.onLine) flushCorrections(owner).catch((error: unknown) => console.error('corrections: sending failed', error));
  };
  send();
  subscribeSession(send);
  window.addEventListener('online', send);
  window.addEventListener('offline', () => outbox.abortSending());
  window.setInterval(send, RETRY_MS);
}

// Logout is refused while a request waits to be sent (drafts and refused ones go with the rest of the
// worker's data): registered when this module loads, with the offline start a few seconds after any
// first screen.
registerPendingSource(async () => {
  const owner = currentUserId();
  return owner ? (await correctionItems(owner)).filter((item) => item.status === 'pending').length : 0;
});
