/**
 * What the page and the service worker (src-sw/) agree on about the data kept for offline reading
 * (docs/spec-notes.md, Offline). Pure: no DOM, no worker globals, so both sides import it.
 *
 * - The worker keeps the last answer of each GET under OFFLINE_READABLE_PATHS, per user, in the
 *   Cache Storage cache `wfm-data:<role>:<subject>`. The subject is the access token's `sub` claim,
 *   read without verifying (tokenOwner in src/platform/session/token-claims.ts). The token itself is
 *   never part of a cache name or key.
 * - An answer served from that cache carries CACHED_AT_HEADER (epoch milliseconds of when it was
 *   stored), so the page can say "offline — data as of HH:MM".
 */
// Relative, not @/: the service worker's build and type check (src-sw/) import this file too.
import type { TokenOwner } from '../session/token-claims';

/** Every cache holding someone's data starts with this; logout deletes them all. */
export const PERSONAL_CACHE_PREFIX = 'wfm-data:';

/** Set by the service worker on answers it took from the per-user cache. */
export const CACHED_AT_HEADER = 'X-WFM-Cached-At';

/**
 * API GET paths (after /v1/mobile/wfm/) whose last answers are kept for offline reading: the home
 * project, weekly and monthly work, a day's record and the correction requests, statements (payment, daily, yearly), the own Q&A and the own QR
 * check list, the certificate lists and documents, the own account, projects and the policies. A path is kept when it starts with one of these;
 * add a line to keep more.
 */
const OFFLINE_READABLE_PATHS: readonly string[] = [
  'users/homeProjectSetting',
  'work/weekly',
  'work/monthly',
  // A day's record with its correction requests, and the list of them (issue 18; not their photos).
  'work/day',
  'work/corrections',
  'pay/',
  'qna',
  'qr/events',
  // The certificate month lists, contracts and the PDF documents themselves.
  'certificates/',
  // My account (registration number masked), the project choice and the policies (issue 3).
  'account',
  'users/projects',
  'policies',
  // The admin's site, named under the admin screens' header.
  'admin/currentSite',
  // Who is on site now: offline, the gate counts on from the last copy (decision 077).
  'admin/roster',
];

const API_PATH = '/v1/mobile/wfm/';

/** True for the pathname of an API call whose answers are kept for offline reading. */
export function isOfflineReadable(pathname: string): boolean {
  if (!pathname.startsWith(API_PATH)) return false;
  const rest = pathname.slice(API_PATH.length);
  // 'pay/' keeps everything under pay/; 'qna' keeps qna and qna/{id}, not qnaSomethingElse.
  // A correction's photo (up to 2 MB) is loaded when asked for and never kept.
  return !rest.endsWith('/photo') && OFFLINE_READABLE_PATHS.some((prefix) => (prefix.endsWith('/') ? rest.startsWith(prefix) : rest === prefix || rest.startsWith(`${prefix}/`)));
}

/**
 * The answers kept: 204 and 404 too, as "none yet" (no home project, no statement for this month) and
 * "no longer there" (an inquiry deleted) are real answers worth showing offline, and replace an older copy.
 */
export const KEPT_STATUSES: ReadonlySet<number> = new Set([200, 204, 404]);

/** The copy of an answer to keep: the same answer stamped with when it was stored (CACHED_AT_HEADER). */
export async function stampedCopy(response: Response, storedAt: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, String(storedAt));
  // A 204 has no body, and a Response with one cannot be made for it.
  const body = response.status === 204 ? null : await response.blob();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The cache of one person's offline data. */
export function personalCacheName(owner: TokenOwner): string {
  return `${PERSONAL_CACHE_PREFIX}${owner.role}:${encodeURIComponent(owner.subject)}`;
}

/** Messages the page sends to the service worker. */
export const SW_MESSAGES = {
  /**
   * Activate a waiting update (the user agreed). The page sends it through workbox-window's
   * `messageSkipWaiting()` (register-service-worker.ts), whose message is this very type.
   */
  skipWaiting: 'SKIP_WAITING',
  /** Someone logged out: delete every personal cache and drop answers still on their way into one. */
  purgePersonalData: 'PURGE_PERSONAL_DATA',
  /**
   * Check the precached shell and fetch again what the browser has wiped; with `staff: true` (an
   * admin's or the payroll office's session), keep the staff's part of the app too (decision 100).
   */
  repairPrecache: 'REPAIR_PRECACHE',
} as const;

/** Messages the service worker sends to the pages. */
export const PAGE_MESSAGES = {
  /** Background Sync fired: send the admin's scan outbox (docs/decisions/007-offline-admin-scans.md). */
  flushScanOutbox: 'FLUSH_SCAN_OUTBOX',
  /** A stored copy was shown (the network was slow) and the late answer is now stored: load the screen again. */
  freshData: 'FRESH_DATA',
} as const;

/** The Background Sync tag the scan outbox registers while it has something to send. */
export const SCAN_OUTBOX_SYNC_TAG = 'scan-outbox';
