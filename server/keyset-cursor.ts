/**
 * The opaque cursor of a list paged by keyset, newest first: where a page ended, as the last item's
 * timestamp and id. base64url of "<ISO timestamp, milliseconds>~<uuid>"; rows are written by the
 * server with millisecond timestamps, so the cursor is exact. The Q&A board and the QR check lists
 * use it; the app passes `nextCursor` back as `cursor` and never reads it.
 */

/**
 * A list paged by keyset counts at most this many matches (issue 32): beyond it the answer says
 * `totalCapped` and the screen "more than". The count reads one index range of the cap, never a
 * site's whole history.
 */
export const LIST_COUNT_CAP = 1000;

/** A list's count as its answer states it, from a count made up to one past LIST_COUNT_CAP. */
export function cappedTotal(counted: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(counted, LIST_COUNT_CAP), totalCapped: counted > LIST_COUNT_CAP };
}

export interface KeysetCursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function isUuid(value: string): boolean {
  return UUID.test(value.toLowerCase());
}

export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}~${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor, or null for anything that is not one this server made. */
export function decodeKeysetCursor(text: string): KeysetCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const [iso, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('~');
  if (iso === undefined || id === undefined || rest.length > 0 || !ISO_MILLIS.test(iso) || !UUID.test(id)) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || at.toISOString() !== iso ? null : { at, id };
}

/** A page of `limit` items from `rows` (one more was read to know whether a page follows), and the cursor of the next. */
export function keysetPage<R, I>(rows: readonly R[], limit: number, keyOf: (row: R) => KeysetCursor, toItem: (row: R) => I): { items: I[]; nextCursor: string | null } {
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1];
  return { items: kept.map(toItem), nextCursor: rows.length > limit && last !== undefined ? encodeKeysetCursor(keyOf(last)) : null };
}
