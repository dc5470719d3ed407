/**
 * Where this app keeps a person's data in IndexedDB, and the work still waiting to be sent: what the
 * screens that keep such data import (a small module, before the gate's camera starts). Deleting it
 * all is personal-data.ts's, at logout and at a change of user (docs/spec-notes.md, Offline).
 * Add a store here when a feature keeps personal data in IndexedDB; its keys end with `:<subject>` of
 * their owner.
 *
 * Work still waiting to be sent (e.g. the admin scan outbox) is reported by a pending source
 * (registerPendingSource); logout refuses while any source reports something.
 */
export interface PersonalStore {
  database: string;
  store: string;
}

/** The Q&A inquiry draft (src/features/qna/draft-store.ts). */
export const QNA_DRAFT_STORE: PersonalStore = { database: 'wfm-drafts', store: 'qna' };
/** A worker phone's key for QR codes made offline (src/features/qr/device-key.ts). */
export const DEVICE_KEY_STORE: PersonalStore = { database: 'wfm-device-keys', store: 'keys' };
/** The scanner's offline keys and roster (src/features/scan/scanner-keys.ts). */
export const SCANNER_KEYS_STORE: PersonalStore = { database: 'wfm-scan-keys', store: 'keys' };
/** The admin's scan outbox (src/domain/attendance/scan-outbox.ts); logout waits until nothing is pending. */
export const SCAN_OUTBOX_STORE: PersonalStore = { database: 'wfm-scan-outbox', store: 'items' };
/** The gate's own scans, for the roster offline (src/domain/attendance/gate-log.ts). */
export const GATE_LOG_STORE: PersonalStore = { database: 'wfm-gate-log', store: 'scans' };

/**
 * A worker's correction requests (src/domain/attendance/correction-outbox.ts): drafts, requests
 * waiting to be sent and the ones the server refused; logout waits until nothing is waiting.
 */
export const CORRECTION_OUTBOX_STORE: PersonalStore = { database: 'wfm-correction-outbox', store: 'items' };

export const PERSONAL_STORES: readonly PersonalStore[] = [QNA_DRAFT_STORE, DEVICE_KEY_STORE, SCANNER_KEYS_STORE, SCAN_OUTBOX_STORE, GATE_LOG_STORE, CORRECTION_OUTBOX_STORE];

/** How many items a source still has to send; never rejects for "none". */
type PendingSource = () => Promise<number>;

const pendingSources = new Set<PendingSource>();

/**
 * Adds a source of work waiting to be sent (an outbox). Logout is refused while it reports more
 * than zero. Returns a function that removes it.
 */
export function registerPendingSource(source: PendingSource): () => void {
  pendingSources.add(source);
  return () => pendingSources.delete(source);
}

/** Items waiting to be sent, over every registered source. */
export async function pendingCount(): Promise<number> {
  const counts = await Promise.all([...pendingSources].map((source) => source()));
  return counts.reduce((sum, count) => sum + count, 0);
}
