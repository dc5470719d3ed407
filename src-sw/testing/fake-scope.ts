/**
 * A service worker's global scope for unit tests in Node: the events a worker receives (fetch,
 * install, activate, message, push, notificationclick, sync) dispatched on an EventTarget, Cache
 * Storage in memory (fake-cache-storage.ts), a network of canned answers, `registration` with its
 * notifications and `clients` with their windows.
 *
 * `installScope()` puts it on globalThis (self, caches, fetch, location, registration, clients and
 * the event classes Workbox checks with instanceof); Workbox reads some of them when its modules
 * load, so the worker's modules are imported after it (tests call vi.resetModules() and import them
 * again for a fresh worker). The vitest project unstubs the globals after each test.
 */
import { vi } from 'vitest';
import { FakeCacheStorage } from './fake-cache-storage';

export const ORIGIN = 'https://wfm.example';

/** An event whose `waitUntil` promises can be awaited, as the browser keeps a worker alive for them. */
export class FakeExtendableEvent extends Event {
  private readonly pending: Promise<unknown>[] = [];

  waitUntil(promise: Promise<unknown>): void {
    this.pending.push(promise);
  }

  /** Waits for every promise given to waitUntil (also those added meanwhile); throws the first refusal. */
  async done(): Promise<void> {
    let seen = 0;
    while (seen < this.pending.length) {
      const batch = this.pending.slice(seen);
      seen = this.pending.length;
      const results = await Promise.allSettled(batch);
      const refused = results.find((result) => result.status === 'rejected');
      if (refused) throw refused.reason;
    }
  }
}

export class FakeFetchEvent extends FakeExtendableEvent {
  readonly clientId = '';
  readonly resultingClientId = '';
  readonly handled = Promise.resolve(undefined);
  readonly preloadResponse = Promise.resolve(undefined);
  /** What the worker answered with, or null when it let the browser go to the network itself. */
  response: Promise<Response> | null = null;

  constructor(readonly request: Request) {
    super('fetch');
  }

  respondWith(response: Response | Promise<Response>): void {
    if (this.response) throw new Error('InvalidStateError: respondWith was already called');
    this.response = Promise.resolve(response);
  }
}

export class FakeMessageEvent extends FakeExtendableEvent {
  constructor(
    readonly data: unknown,
    readonly ports: readonly MessagePort[],
  ) {
    super('message');
  }
}

export class FakePushEvent extends FakeExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;

  constructor(payload: string | null) {
    super('push');
    this.data = payload === null ? null : { json: () => JSON.parse(payload) as unknown, text: () => payload };
  }
}

export class FakeSyncEvent extends FakeExtendableEvent {
  constructor(readonly tag: string) {
    super('sync');
  }
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions;
  /** Set when the notification is closed (by the worker, on a tap). */
  closed: boolean;
  data: unknown;
  close(): void;
}

export class FakeNotificationEvent extends FakeExtendableEvent {
  constructor(readonly notification: ShownNotification) {
    super('notificationclick');
  }
}

/** A window of the app (or of another site) that the worker can see. */
export class FakeWindowClient {
  readonly type = 'window';
  readonly id = crypto.randomUUID();
  readonly messages: unknown[] = [];
  focused = false;
  /** navigate() answers null (as for a window the worker does not control) when false. */
  canNavigate = true;

  constructor(public url: string) {}

  postMessage(message: unknown): void {
    this.messages.push(message);
  }

  async focus(): Promise<this> {
    this.focused = true;
    return this;
  }

  async navigate(url: string): Promise<this | null> {
    if (!this.canNavigate) return null;
    this.url = url;
    return this;
  }
}

export class FakeClients {
  readonly windows: FakeWindowClient[] = [];
  readonly opened: string[] = [];
  claimed = false;

  async matchAll(options?: ClientQueryOptions): Promise<FakeWindowClient[]> {
    void options;
    return [...this.windows];
  }

  async openWindow(url: string): Promise<FakeWindowClient> {
    this.opened.push(url);
    const opened = new FakeWindowClient(url);
    this.windows.push(opened);
    return opened;
  }

  async claim(): Promise<void> {
    this.claimed = true;
  }
}

export class FakeRegistration {
  readonly scope = `${ORIGIN}/`;
  readonly notifications: ShownNotification[] = [];

  async showNotification(title: string, options: NotificationOptions = {}): Promise<void> {
    const shown: ShownNotification = {
      title,
      options,
      closed: false,
      data: options.data,
      close: () => {
        shown.closed = true;
      },
    };
    this.notifications.push(shown);
  }
}

type Answer = (request: Request) => Response | Promise<Response>;

/**
 * The network behind the worker: canned answers by path, every request it was asked, and a switch
 * to go offline (fetch rejects as a browser's does).
 */
export class FakeNetwork {
  readonly requests: Request[] = [];
  offline = false;
  private readonly answers = new Map<string, Answer>();

  /** Answers `path` (the URL's pathname, or pathname and search) with `answer`. */
  on(path: string, answer: Answer): void {
    this.answers.set(path, answer);
  }

  /** The requests made for `path` (pathname, or pathname and search). */
  calls(path: string): Request[] {
    return this.requests.filter((request) => {
      const url = new URL(request.url);
      return url.pathname === path || url.pathname + url.search === path;
    });
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    this.requests.push(request);
    if (this.offline) throw new TypeError('Failed to fetch');
    const url = new URL(request.url);
    const answer = this.answers.get(url.pathname + url.search) ?? this.answers.get(url.pathname);
    return answer ? answer(request) : new Response('Not found', { status: 404 });
  };
}

/** A GET for `path` on the app's origin. */
export function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(new URL(path, ORIGIN), { headers });
}

/** A navigation (what a browser sends for a typed URL or a link); Request() itself refuses mode 'navigate'. */
export function navigation(path: string): Request {
  const request = new Request(new URL(path, ORIGIN), { headers: { Accept: 'text/html' } });
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}

/**
 * The worker's global scope: an EventTarget with what the worker's modules and Workbox use.
 * Dispatch helpers stand in for the browser: a fetch, install and activate, or any other event.
 */
export class FakeScope extends EventTarget {
  readonly location = new URL(`${ORIGIN}/sw.js`);
  readonly caches = new FakeCacheStorage();
  readonly registration = new FakeRegistration();
  readonly clients = new FakeClients();
  readonly network = new FakeNetwork();
  readonly skipWaiting = vi.fn(() => Promise.resolve());
  readonly __WB_DISABLE_DEV_LOGS = true;
  /** The precache manifest the build would inject. */
  __WB_MANIFEST: (string | { url: string; revision: string | null })[] = [];

  /** This object as the type the worker's modules take. */
  get self(): ServiceWorkerGlobalScope {
    return this as unknown as ServiceWorkerGlobalScope;
  }

  dispatch<E extends FakeExtendableEvent>(event: E): E {
    this.dispatchEvent(event);
    return event;
  }

  /** Dispatches a fetch; its `response` stays null when no handler answered it. */
  dispatchFetch(request: Request): FakeFetchEvent {
    return this.dispatch(new FakeFetchEvent(request));
  }

  /** The worker's answer once its work (waitUntil) is done, or null when it let the request through. */
  async respondTo(request: Request): Promise<Response | null> {
    const event = this.dispatchFetch(request);
    const response = event.response ? await event.response : null;
    await event.done();
    return response;
  }

  /** Dispatches install or activate and waits for its work. */
  async lifecycle(type: 'install' | 'activate'): Promise<void> {
    await this.dispatch(new FakeExtendableEvent(type)).done();
  }
}

/**
 * Request as a worker has it: a relative URL is resolved against the worker's location (Node's own
 * refuses it; Workbox makes `new Request('index.html')`). Still Node's class for instanceof.
 */
function workerRequest(base: URL): typeof Request {
  const NodeRequest = globalThis.Request;
  return new Proxy(NodeRequest, {
    construct(target, [input, init]: [RequestInfo | URL, RequestInit | undefined], newTarget) {
      const resolved = typeof input === 'string' ? new URL(input, base) : input;
      return Reflect.construct(target, [resolved, init], newTarget) as Request;
    },
  });
}

/** Makes a fresh scope and puts it on globalThis; import the worker's modules after this. */
export function installScope(): FakeScope {
  const scope = new FakeScope();
  vi.stubGlobal('self', scope);
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
  vi.stubGlobal('location', scope.location);
  vi.stubGlobal('caches', scope.caches);
  vi.stubGlobal('registration', scope.registration);
  vi.stubGlobal('clients', scope.clients);
  vi.stubGlobal('fetch', scope.network.fetch);
  vi.stubGlobal('Request', workerRequest(scope.location));
  vi.stubGlobal('FetchEvent', FakeFetchEvent);
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
  return scope;
}

/** A token like the server's: only its claims matter to the worker (it never verifies). */
export function bearer(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `Bearer ${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(claims)}.signature`;
}

export interface StoredEntry {
  cache: string;
  request: Request;
  response: Response;
}

/** Everything in Cache Storage: each cache's requests and answers, as a browser keeps them. */
export async function storedEntries(storage: CacheStorage): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = [];
  for (const name of await storage.keys()) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response) entries.push({ cache: name, request, response });
    }
  }
  return entries;
}
