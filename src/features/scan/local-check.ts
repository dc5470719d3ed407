/**
 * The scanner's own check of a code, so a dead connection does not stop the gate (ADR 007): the
 * format, the site, the expiry by the server's clock as this phone estimates it, the signature (the
 * server's Ed25519 key for W1 codes, the worker's device key for D1 codes, with WebCrypto), and that
 * this phone has not queued the same code already. What it cannot check (no keys synced yet, a device
 * key it does not know, a browser without Ed25519) it leaves to the server: `checked` is then false.
 */
import type { QrEventType } from '#contract/api-contract.ts';
import { fromBase64Url, splitQrPayload } from '#contract/qr-payload.ts';
import type { CachedScannerKeys } from '@/domain/attendance/scanner-keys';

export type LocalRefusal = 'invalid' | 'wrongSite' | 'expired' | 'alreadyQueued';

type LocalVerdict =
  | {
      ok: true;
      checked: boolean;
      codeId: string;
      eventType: QrEventType;
      /** The worker's short id (the roster counts the gate's own scans with it, offline); null: a device code of a worker the phone does not know. */
      workerShortId: string | null;
      workerName: string | null;
      workerInitials: string | null;
    }
  | { ok: false; reason: LocalRefusal };

/** The bytes as a fresh ArrayBuffer-backed view (WebCrypto refuses views of shared buffers in some browsers). */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

async function verifyEd25519(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array): Promise<boolean | null> {
  try {
    const key = await crypto.subtle.importKey('raw', own(publicKey), { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, own(signature), own(message));
  } catch {
    return null;
  }
}

async function verifyP256(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array): Promise<boolean | null> {
  try {
    const key = await crypto.subtle.importKey('raw', own(publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, own(signature), own(message));
  } catch {
    return null;
  }
}

export async function checkLocally(
  payload: string,
  cached: CachedScannerKeys | null,
  queuedCodeIds: ReadonlySet<string>,
  now: number = Date.now(),
): Promise<LocalVerdict> {
  const split = splitQrPayload(payload);
  if (!split) return { ok: false, reason: 'invalid' };
  const { fields } = split;
  if (queuedCodeIds.has(fields.id)) return { ok: false, reason: 'alreadyQueued' };
  const shortIdOfCode = split.kind === 'server' ? split.workerShortId : null;
  if (!cached) return { ok: true, checked: false, codeId: fields.id, eventType: fields.eventType, workerShortId: shortIdOfCode, workerName: null, workerInitials: null };
  const { keys, offsetMs } = cached;
  if (fields.siteCode !== keys.siteCode) return { ok: false, reason: 'wrongSite' };
  const serverNow = now + offsetMs;
  if (serverNow > (fields.issuedAt + fields.lifetimeSeconds + keys.skewSeconds) * 1000) return { ok: false, reason: 'expired' };

  let verified: boolean | null = null;
  let worker = null as (typeof keys.workers)[number] | null;
  if (split.kind === 'server') {
    // The short id is 4 bytes: two workers of a site may share it; then the name stays unknown.
    const matches = keys.workers.filter((w) => w.shortId === split.workerShortId);
    worker = matches.length === 1 ? (matches[0] ?? null) : null;
    for (const text of keys.serverKeys) {
      const publicKey = fromBase64Url(text);
      if (!publicKey) continue;
      verified = await verifyEd25519(publicKey, split.signature, split.message);
      if (verified !== false) break;
    }
  } else {
    for (const candidate of keys.workers) {
      const deviceKey = candidate.deviceKeys.find((key) => key.keyId === split.deviceKeyId);
      if (!deviceKey) continue;
      worker = candidate;
      const publicKey = fromBase64Url(deviceKey.publicKey);
      verified = publicKey ? await verifyP256(publicKey, split.signature, split.message) : false;
      break;
    }
  }
  if (verified === false) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    checked: verified === true,
    codeId: fields.id,
    eventType: fields.eventType,
    workerShortId: shortIdOfCode ?? worker?.shortId ?? null,
    workerName: worker?.name ?? null,
    workerInitials: worker?.initials ?? null,
  };
}
