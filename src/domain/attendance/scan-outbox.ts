/**
 * The admin's scan outbox (ADR 007), in IndexedDB (idb-keyval store `wfm-scan-outbox` / `items`), an
 * outbox as outbox.ts keeps one: every scan (and every record without a phone that could not be sent
 * at once, decision 081) is queued with an idempotency key and its time before it is sent; the server answers a repeated key with the event it already recorded.
 * Items belong to one admin at one site (`owner`); a refused item stays, with its reason, until the
 * admin dismisses it.
 */
import * as v from 'valibot';
import { QR_EVENT_TYPES, QR_SEQUENCE_RULES } from '#contract/api-contract.ts';
import { READINESS_GAPS } from '#contract/work-readiness.ts';
import { SITE_RECORD_REASONS, type QrScannedEvent } from '#contract/api-qr.ts';
import { registerPendingSource, SCAN_OUTBOX_STORE } from '@/domain/personal-data/personal-stores';
import { currentAdminSite } from '@/platform/session/current-user';
import { createOutbox, StoredErrorCodeSchema, type Settled } from './outbox';
import type { ApiErrorCode } from '#contract/api-errors.ts';

const sequenceRule = v.picklist(QR_SEQUENCE_RULES);
const readinessGapSchema = v.picklist(READINESS_GAPS);

/** Why the server refused a scan: the code, and the sequence rule or what the worker still needs when the app knows it. */
const ScanRefusalSchema = v.object({ code: StoredErrorCodeSchema, sequence: v.optional(sequenceRule), missing: v.optional(readinessGapSchema) });
export type ScanRefusal = v.InferOutput<typeof ScanRefusalSchema>;

/** What every queued item has: its key, owner, time, event and state. */
const queuedEntries = {
  /** The idempotency key, made when the item was queued. */
  key: v.string(),
  /** `adminId:siteCode`. */
  owner: v.string(),
  /** The item's time by the server's clock as this phone estimated it, ISO 8601 (a scan's, a record's). */
  scannedAt: v.string(),
  /** This phone's clock when queued, for ordering. */
  queuedAt: v.number(),
  eventType: v.picklist(QR_EVENT_TYPES),
  workerName: v.nullable(v.string()),
  status: v.picklist(['pending', 'refused']),
  refusal: v.optional(ScanRefusalSchema),
};

/** A code scanned at the gate (an item from before site records were queued has no `kind`). */
const ScanItemSchema = v.object({
  kind: v.optional(v.literal('scan'), 'scan'),
  ...queuedEntries,
  payload: v.string(),
  /** The code's id (from the payload), to tell a second scan of the same code on this phone. */
  codeId: v.string(),
});

/**
 * A record for a worker without a phone (decision 081) made offline, or whose answer was lost: sent in
 * the same queue as the scans, so a worker's events reach the server in the order they were made.
 */
const SiteRecordItemSchema = v.object({
  kind: v.literal('siteRecord'),
  ...queuedEntries,
  userId: v.string(),
  reason: v.picklist(SITE_RECORD_REASONS),
});

const OutboxItemSchema = v.union([SiteRecordItemSchema, ScanItemSchema]);
export type ScanItem = v.InferOutput<typeof ScanItemSchema>;
export type SiteRecordItem = v.InferOutput<typeof SiteRecordItemSchema>;
export type OutboxItem = v.InferOutput<typeof OutboxItemSchema>;

export type SendOutcome =
  | { kind: 'sent'; event: QrScannedEvent }
  | ({ kind: 'refused' } & ScanRefusal)
  /** No answer, or a server in trouble: keep the item and try later. */
  | { kind: 'later' };

export type OutboxEvent = { kind: 'changed' } | { kind: 'settled'; item: OutboxItem; outcome: Exclude<SendOutcome, { kind: 'later' }>; kept: OutboxItem | null };

/** A refusal as the scanner tells it. */
function refusalOf(body: { code: ApiErrorCode; fields?: Record<string, string> | undefined }): ScanRefusal {
  const sequence = body.fields?.sequence;
  const missing = body.fields?.missing;
  return { code: body.code, ...(v.is(sequenceRule, sequence) ? { sequence } : {}), ...(v.is(readinessGapSchema, missing) ? { missing } : {}) };
}

const outbox = createOutbox<OutboxItem, QrScannedEvent>({
  store: SCAN_OUTBOX_STORE,
  lock: 'wfm-scan-outbox',
  schema: OutboxItemSchema,
  refused: (item, body) => ({ ...item, status: 'refused', refusal: refusalOf(body) }),
});

function scanOutcome(outcome: Settled<QrScannedEvent>): Exclude<SendOutcome, { kind: 'later' }> {
  return outcome.kind === 'sent' ? { kind: 'sent', event: outcome.answer } : { kind: 'refused', ...refusalOf(outcome.body) };
}

export function subscribeOutbox(listener: (event: OutboxEvent) => void): () => void {
  return outbox.subscribe((event) => listener(event.kind === 'changed' ? event : { kind: 'settled', item: event.item, outcome: scanOutcome(event.outcome), kept: event.kept }));
}

export const outboxItems = (owner: string): Promise<OutboxItem[]> => outbox.items(owner);
export const enqueue = (item: OutboxItem): Promise<void> => outbox.put(item);
export const dismiss = (item: OutboxItem): Promise<void> => outbox.remove(item);

/** Sends one item; `signal` aborts it (the connection went away). */
export type Sender = (item: OutboxItem, signal: AbortSignal) => Promise<QrScannedEvent>;

/** Gives up the send in progress (it is repeated later with the same key, so nothing is lost or doubled). */
export const abortSending = (): void => outbox.abortSending();

/** True while this tab is sending the outbox. */
export const isFlushing = (): boolean => outbox.isFlushing();

/** Sends the owner's pending scans, oldest first (outbox.ts says how). */
export const flush = (owner: string, send: Sender): Promise<void> => outbox.flush(owner, send);

/** Deletes everything of an owner (after the admin dismissed the refused items; never pending ones). */
export async function clearRefused(owner: string): Promise<void> {
  for (const item of await outboxItems(owner)) if (item.status === 'refused') await dismiss(item);
}

// Logout is refused while the admin's scans wait to be sent (ADR 007): registered as soon as any
// screen uses the outbox (the admin menu, where an admin's app starts, does).
registerPendingSource(async () => {
  const owner = currentAdminSite();
  return owner ? (await outboxItems(owner)).filter((item) => item.status === 'pending').length : 0;
});
