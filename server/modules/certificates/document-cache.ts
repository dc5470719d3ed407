/**
 * Documents made once (issue 32): a PDF of an issued statement version (a payment statement or a
 * withholding receipt) never changes, so the process keeps the bytes it made, by what makes them
 * (the document's kind, the worker, the employer, the month, the version and the language), and
 * serves them again instead of laying the document out anew (334–491 ms of CPU each). An open
 * month's statement changes with every scan and is always made.
 *
 * Kept in memory, most recently served first, up to MAX_BYTES: a worker asks for this month's or last
 * month's documents far more than for older ones, and a replica that starts again makes each once.
 * Only the worker who owns a document reaches its key (the route looks the statement up for the
 * caller), so a cached document is never served to someone else.
 */

import { createHash } from 'node:crypto';

const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The key of a document: its kind and the SHA-256 of everything it is made from (dates as ISO text,
 * bytes such as a seal image by their own hash), so a change to any of it is another document.
 */
export function documentKey(kind: string, inputs: unknown): string {
  const text = JSON.stringify(inputs, (_key, value: unknown) => (value instanceof Uint8Array ? `sha256:${createHash('sha256').update(value).digest('hex')}` : value));
  return `${kind}:${createHash('sha256').update(text).digest('hex')}`;
}

const documents = new Map<string, Uint8Array>();
/** Documents being made: a second request for one waits for it instead of making it again. */
const making = new Map<string, Promise<Uint8Array>>();
let bytes = 0;
let made = 0;

/** The document under `key`, made by `make` the first time (and again once it was let go); with no key (a document that changes), made each time. */
export async function madeOnce(key: string | null, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  if (key === null) {
    made += 1;
    return make();
  }
  const kept = documents.get(key);
  if (kept) {
    // Most recently served goes last: the first in the map is the first to let go.
    documents.delete(key);
    documents.set(key, kept);
    return kept;
  }
  const pending = making.get(key);
  if (pending) return pending;
  const promise = make();
  making.set(key, promise);
  let document: Uint8Array;
  try {
    document = await promise;
  } finally {
    making.delete(key);
  }
  made += 1;
  if (document.byteLength > MAX_BYTES) return document;
  documents.set(key, document);
  bytes += document.byteLength;
  for (const [oldest, old] of documents) {
    if (bytes <= MAX_BYTES) break;
    documents.delete(oldest);
    bytes -= old.byteLength;
  }
  return document;
}

/** How many documents this process has made (tests: a document served twice is made once). */
export function documentsMade(): number {
  return made;
}

/** Lets every kept document go (a test process running several files: each file starts with none kept). */
export function forgetDocuments(): void {
  documents.clear();
  bytes = 0;
}
