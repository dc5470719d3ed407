/**
 * The staff's part of the app (decision 100) on a phone where an admin or the payroll office logs in.
 * It is not in the precache every phone downloads at install (staff-files.ts): the page asks for it
 * with the shell's repair once staff are logged in (offline-stores.ts), so the gate scanner and the
 * admin's screens open offline even if never opened before; and an update brings the new version's
 * files at its install on a phone that keeps them, so they still open offline after an update.
 * Served cache first: every file's name carries its content's hash.
 */
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { STAFF_LIST } from './staff-files';

const CACHE = 'wfm-staff';

/** The files the list names, as absolute URLs. */
async function listed(answer: Response | undefined): Promise<string[]> {
  if (!answer?.ok) throw new Error(`staff assets: ${STAFF_LIST} could not be read`);
  const list: unknown = await answer.json();
  if (!Array.isArray(list) || !list.every((file) => typeof file === 'string')) throw new Error(`staff assets: ${STAFF_LIST} is not a list of files`);
  return list.map((file) => new URL(file, location.href).href);
}

/** This version's list: from the precache once installed, from the server during the install. */
function listOf(source: 'precache' | 'server'): Promise<string[]> {
  return source === 'precache' ? matchPrecache(STAFF_LIST).then(listed) : fetch(`/${STAFF_LIST}`, { cache: 'reload', credentials: 'same-origin' }).then(listed);
}

/** The listed files, read once per start of the worker (and again once an update has taken over). */
let staffUrls: Promise<ReadonlySet<string>> | null = null;
/** The same once read: until then, every file of /assets/ is looked at. */
let staffUrlsNow: ReadonlySet<string> | null = null;

function readStaffUrls(): Promise<ReadonlySet<string>> {
  // No list (not installed yet, or a build without one): no file is the staff's until read again.
  staffUrls ??= listOf('precache')
    .then((urls): ReadonlySet<string> => new Set(urls), () => new Set<string>())
    .then((urls) => (staffUrlsNow = urls));
  return staffUrls;
}

/** Downloads the listed files the phone lacks, one at a time; with `prune`, lets go of unlisted ones. */
async function keep(urls: readonly string[], prune: boolean): Promise<number> {
  const cache = await caches.open(CACHE);
  let stored = 0;
  for (const url of urls) {
    if (await cache.match(url)) continue;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`staff assets: ${url} answered ${String(response.status)}`);
    await cache.put(url, response);
    stored += 1;
  }
  if (prune) {
    const wanted = new Set(urls);
    for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  }
  return stored;
}

/** True when this phone keeps the staff's part: staff have logged in on it. */
async function kept(): Promise<boolean> {
  return (await caches.has(CACHE)) && (await (await caches.open(CACHE)).keys()).length > 0;
}

let running: Promise<number> | null = null;

/**
 * Keeps this version's staff files (the page asks while staff are logged in): downloads what is
 * missing and lets go of an older version's. Resolves with how many files it stored.
 */
export function keepStaffAssets(): Promise<number> {
  running ??= listOf('precache')
    .then((urls) => keep(urls, true))
    .finally(() => {
      running = null;
    });
  return running;
}

export function registerStaffAssets(scope: ServiceWorkerGlobalScope): void {
  const cacheFirst = new CacheFirst({ cacheName: CACHE });
  void readStaffUrls();
  // A listed file (the precache's and the viewer's routes come first): kept once fetched, so a staff
  // screen opened online is there offline. Anything else (an older version's file an open page asks
  // for) is not the worker's business; only while the list is being read is it passed on from here.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && (staffUrlsNow === null || staffUrlsNow.has(url.href)),
    async (options) => ((await readStaffUrls()).has(options.request.url) ? cacheFirst.handle(options) : fetch(options.request)),
  );
  // An update on a phone that keeps the staff's part brings its files before it can take over,
  // as the precache does: without the network the update waits.
  scope.addEventListener('install', (event: ExtendableEvent) => {
    event.waitUntil(kept().then((yes) => (yes ? listOf('server').then((urls) => keep(urls, false)) : 0)));
  });
  // Once it has taken over, the older version's files go (and what is missing is fetched when it can be).
  scope.addEventListener('activate', (event: ExtendableEvent) => {
    staffUrls = null;
    staffUrlsNow = null;
    event.waitUntil(readStaffUrls().then(async () => ((await kept()) ? keepStaffAssets() : 0)).catch(() => 0));
  });
}
