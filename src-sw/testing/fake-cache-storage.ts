/**
 * Cache Storage in memory, for the service worker's unit tests: what the worker (and Workbox) use of
 * it, with the rules of the spec that matter to us (https://w3c.github.io/ServiceWorker/#cache-interface):
 * - an entry is the request and the response as they were put; its key is the URL without the hash;
 * - `put` takes GET requests only, reads the body (a used body is refused), and replaces an entry
 *   the new one would match;
 * - `match` honours `ignoreSearch`, `ignoreMethod` and `ignoreVary` (the stored response's Vary
 *   names request headers that must be equal; `Vary: *` never matches);
 * - every match answers a fresh copy, so an answer can be read more than once.
 * Not service-worker-mock: that package is unmaintained, and this file is all the tests need.
 */

interface Entry {
  request: Request;
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer | null;
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function toRequest(info: RequestInfo | URL): Request {
  return info instanceof Request ? info : new Request(info);
}

function withoutHash(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

function withoutSearch(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.href;
}

function matches(entry: Entry, query: Request, options: CacheQueryOptions = {}): boolean {
  if (!options.ignoreMethod && query.method !== 'GET') return false;
  const same = options.ignoreSearch ? withoutSearch(entry.request.url) === withoutSearch(query.url) : entry.request.url === query.url;
  if (!same) return false;
  if (options.ignoreVary) return true;
  const vary = entry.headers.get('Vary');
  if (!vary) return true;
  return vary
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .every((name) => name !== '*' && entry.request.headers.get(name) === query.headers.get(name));
}

function answer(entry: Entry): Response {
  return new Response(entry.body, { status: entry.status, statusText: entry.statusText, headers: entry.headers });
}

export class FakeCache implements Cache {
  private entries: Entry[] = [];

  async match(info: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const query = toRequest(info);
    const found = this.entries.find((entry) => matches(entry, query, options));
    return found ? answer(found) : undefined;
  }

  async matchAll(info?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Response[]> {
    const query = info === undefined ? null : toRequest(info);
    return this.entries.filter((entry) => !query || matches(entry, query, options)).map(answer);
  }

  async put(info: RequestInfo | URL, response: Response): Promise<void> {
    const request = toRequest(info);
    if (request.method !== 'GET') throw new TypeError(`Cache.put: ${request.method} requests cannot be stored`);
    if (response.status === 206) throw new TypeError('Cache.put: a partial response cannot be stored');
    if (response.headers.get('Vary')?.includes('*')) throw new TypeError('Cache.put: Vary: * cannot be stored');
    if (response.bodyUsed) throw new TypeError('Cache.put: the response body is already used');
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    const key = new Request(withoutHash(request.url), { headers: request.headers });
    const entry: Entry = { request: key, status: response.status, statusText: response.statusText, headers: new Headers(response.headers), body };
    this.entries = [...this.entries.filter((old) => !matches(old, key)), entry];
  }

  async add(info: RequestInfo): Promise<void> {
    await this.addAll([info]);
  }

  async addAll(infos: Iterable<RequestInfo>): Promise<void> {
    const answers = await Promise.all([...infos].map(async (info) => [toRequest(info), await fetch(toRequest(info))] as const));
    for (const [, response] of answers) if (!response.ok) throw new TypeError(`Cache.addAll: ${response.url} answered ${String(response.status)}`);
    for (const [request, response] of answers) await this.put(request, response);
  }

  async delete(info: RequestInfo | URL, options?: CacheQueryOptions): Promise<boolean> {
    const query = toRequest(info);
    const before = this.entries.length;
    this.entries = this.entries.filter((entry) => !matches(entry, query, options));
    return this.entries.length !== before;
  }

  async keys(info?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Request[]> {
    const query = info === undefined ? null : toRequest(info);
    return this.entries.filter((entry) => !query || matches(entry, query, options)).map((entry) => entry.request.clone());
  }
}

export class FakeCacheStorage implements CacheStorage {
  private readonly caches = new Map<string, FakeCache>();

  /** The caches' names now, without waiting (for checks made at a precise moment). */
  names(): string[] {
    return [...this.caches.keys()];
  }

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(info: RequestInfo | URL, options?: MultiCacheQueryOptions): Promise<Response | undefined> {
    const names = options?.cacheName === undefined ? [...this.caches.keys()] : [options.cacheName];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(info, options);
      if (found) return found;
    }
    return undefined;
  }
}
