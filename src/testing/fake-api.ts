/**
 * The network of a component test: a fake `fetch` (global) that answers the app's API calls as the
 * test declared them, so the real client (src/platform/api/client.ts) runs with its hooks (bearer,
 * Accept-Language, XSRF, the refresh on 401) and the real parse of each answer.
 *
 * - `answer(op, body)`: the success answer of a call, typed by the contract and checked against its
 *   schema when declared (an answer the server could never give fails the test there).
 * - `refuse(op, status, code, extra?)`: an error answer with the API's error body (ApiErrorSchema);
 *   `retryAfter` also goes in the Retry-After header, as the server sends it.
 * - `answerNothing(op)`: 204 for a call whose contract allows it; `failNetwork(op)`: no answer at all.
 * - `defer(op)`: the next call waits until the test settles it (loading states, time under the test's
 *   control).
 * An answer stays for every later call of the operation; `{ once: true }` answers only the next one
 * (and goes before the standing one). A call nobody answered gets an error and fails the test (with
 * its method and path) once it ends. `requests` / `lastRequest(op)` show what was sent.
 */
import * as v from 'valibot';
import { API_PREFIX } from '#contract/api-contract.ts';
import { OPERATIONS, operationOf, type AnswerBody, type FileOperation, type JsonOperation, type NothingOperation, type Operation } from './api-operations';
import { type ApiErrorBody, type ApiErrorCode, ApiErrorSchema } from '#contract/api-errors.ts';

/** A request as the fake received it. */
export interface SentRequest {
  operation: Operation | null;
  method: string;
  /** After the API prefix, without the query: `work/weekly`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body parsed (the text when it is not JSON); undefined without one. */
  body: unknown;
}

type Reply = (request: SentRequest, signal: AbortSignal | null) => Promise<Response>;

interface Rule {
  operation: Operation;
  once: boolean;
  /** Its calls are not listed in `requests` (the harness's own answers; see Options.background). */
  background: boolean;
  reply: Reply;
  /** A deferred answer the test has already settled: it answered the call it was meant for, aborted or not. */
  settled?: () => boolean;
}

/** A call the test answers when it wants: `pending.answer(body)`, `.refuse(…)`, `.failNetwork()`. */
export interface Deferred<K extends Operation> {
  /** Resolves with the request once the app has made the call. */
  readonly requested: Promise<SentRequest>;
  answer(body: K extends JsonOperation ? AnswerBody<K> : never): void;
  /** 204 without a body, for a call whose contract allows it. */
  answerNothing(): void;
  refuse(status: number, code: ApiErrorCode, extra?: Partial<Omit<ApiErrorBody, 'code'>>): void;
  failNetwork(): void;
}

interface Options {
  /** Answer the next call only (before any standing answer). */
  once?: boolean;
  /** Headers of the answer besides its Content-Type (the service worker's X-WFM-Cached-At on a stored copy). */
  headers?: Record<string, string>;
  /**
   * A standing answer the harness gives every test (render-screen.tsx): its calls are left out of
   * `requests`, so "nothing was sent" means nothing the test's screen asked for.
   */
  background?: boolean;
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** The answer's body checked as the app will read it (JSON, then its schema): a mistake fails the test where it was declared. */
function checked(operation: Operation, schema: v.GenericSchema, body: unknown): unknown {
  const sent: unknown = JSON.parse(JSON.stringify(body));
  const result = v.safeParse(schema, sent);
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`).join('; ');
    throw new Error(`fake API: this answer to ${operation} is not one the server can give (${issues})`);
  }
  return sent;
}

function errorBody(operation: Operation, code: ApiErrorCode, extra: Partial<Omit<ApiErrorBody, 'code'>>): ApiErrorBody {
  const body = { code, message: `(test) ${code}`, ...extra };
  return checked(operation, ApiErrorSchema, body) as ApiErrorBody;
}

function aborted(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

async function readBody(request: Request): Promise<unknown> {
  if (request.body === null) return undefined;
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createFakeApi() {
  const rules: Rule[] = [];
  const requests: SentRequest[] = [];
  const unanswered: string[] = [];

  function add(operation: Operation, reply: Reply, options: Options & { settled?: () => boolean } = {}): void {
    const rule: Rule = { operation, once: options.once ?? false, background: options.background ?? false, reply, ...(options.settled ? { settled: options.settled } : {}) };
    // A one-time answer goes before the standing ones; several one-time answers keep their order.
    if (rule.once) rules.splice(rules.filter((existing) => existing.once).length, 0, rule);
    else rules.push(rule);
  }

  function successOf<K extends JsonOperation>(operation: K, body: AnswerBody<K>, headers?: Record<string, string>): Response {
    const spec = OPERATIONS[operation];
    return jsonResponse(spec.status, checked(operation, spec.schema, body), headers);
  }

  function refusal(operation: Operation, status: number, code: ApiErrorCode, extra: Partial<Omit<ApiErrorBody, 'code'>> = {}): Response {
    if (status < 400) throw new Error(`fake API: an error answer to ${operation} needs a 4xx or 5xx status, not ${status}`);
    const body = errorBody(operation, code, extra);
    return jsonResponse(status, body, body.retryAfter === undefined ? {} : { 'Retry-After': String(body.retryAfter) });
  }

  /** What a browser's fetch throws when no answer comes (ky turns it into a NetworkError). */
  const networkFailure = () => new TypeError('Failed to fetch');

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    if (request.signal.aborted) throw aborted();
    const url = new URL(request.url);
    const base = `${API_PREFIX}/`;
    if (url.origin !== location.origin || !url.pathname.startsWith(base)) {
      unanswered.push(`${request.method} ${request.url} (not the API)`);
      throw new Error(`fake API: a call outside the API: ${request.method} ${request.url}`);
    }
    const path = url.pathname.slice(base.length);
    const operation = operationOf(request.method, path);
    const sent: SentRequest = { operation, method: request.method, path, query: url.searchParams, headers: new Headers(request.headers), body: await readBody(request) };
    const index = rules.findIndex((rule) => rule.operation === operation);
    const rule = rules[index];
    if (!rule?.background) requests.push(sent);
    if (!rule) {
      unanswered.push(`${request.method} ${path}${url.search}`);
      throw new Error(`fake API: nothing answers ${request.method} ${path}`);
    }
    if (rule.once) rules.splice(index, 1);
    try {
      return await rule.reply(sent, request.signal);
    } catch (error) {
      // A one-time answer whose call the app dropped (React's StrictMode runs effects twice) waits for
      // the next call, unless the test had already given it (then it was that call's answer).
      if (rule.once && request.signal.aborted && !(rule.settled?.() ?? false)) rules.unshift(rule);
      throw error;
    }
  }

  return {
    fetch,
    /** Every request received, oldest first. */
    requests,
    /** The latest request of `operation`; fails when there was none. */
    lastRequest(operation: Operation): SentRequest {
      const found = requests.findLast((request) => request.operation === operation);
      if (!found) throw new Error(`fake API: ${operation} was not called (calls: ${requests.map((r) => `${r.method} ${r.path}`).join(', ') || 'none'})`);
      return found;
    },
    /** Whether an answer of any kind waits for `operation`. */
    declares(operation: Operation): boolean {
      return rules.some((rule) => rule.operation === operation);
    },
    /** How many times `operation` was called. */
    callsTo(operation: Operation): number {
      return requests.filter((request) => request.operation === operation).length;
    },
    answer<K extends JsonOperation>(operation: K, body: AnswerBody<K>, options?: Options): void {
      const response = successOf(operation, body, options?.headers);
      add(operation, () => Promise.resolve(response.clone()), options);
    },
    answerNothing(operation: NothingOperation, options?: Options): void {
      add(operation, () => Promise.resolve(new Response(null, { status: 204 })), options);
    },
    answerFile(operation: FileOperation, bytes: BlobPart, options?: Options): void {
      const { contentType } = OPERATIONS[operation];
      add(operation, () => Promise.resolve(new Response(new Blob([bytes], { type: contentType }), { status: 200, headers: { 'Content-Type': contentType } })), options);
    },
    refuse(operation: Operation, status: number, code: ApiErrorCode, extra?: Partial<Omit<ApiErrorBody, 'code'>>, options?: Options): void {
      const response = refusal(operation, status, code, extra);
      add(operation, () => Promise.resolve(response.clone()), options);
    },
    failNetwork(operation: Operation, options?: Options): void {
      add(operation, () => Promise.reject(networkFailure()), options);
    },
    /** Drops every answer declared for `operation` so far (standing, one-time and deferred), to declare others for what follows. */
    forget(operation: Operation): void {
      for (let index = rules.length - 1; index >= 0; index--) if (rules[index]?.operation === operation) rules.splice(index, 1);
    },
    /** The next call of `operation` waits for the test (it can still be aborted by the app). */
    defer<K extends Operation>(operation: K): Deferred<K> {
      let settled = false;
      let resolveDecided: (reply: () => Response) => void = () => undefined;
      const settle = (reply: () => Response) => {
        settled = true;
        resolveDecided(reply);
      };
      let heard: (request: SentRequest) => void = () => undefined;
      const requested = new Promise<SentRequest>((resolve) => {
        heard = resolve;
      });
      const decided = new Promise<() => Response>((resolve) => {
        resolveDecided = resolve;
      });
      add(
        operation,
        (request, signal) => {
          heard(request);
          return new Promise<Response>((resolve, reject) => {
            if (signal?.aborted) return reject(aborted());
            signal?.addEventListener('abort', () => reject(aborted()), { once: true });
            void decided.then((make) => {
              try {
                resolve(make());
              } catch (error) {
                reject(error instanceof Error ? error : new Error(String(error)));
              }
            });
          });
        },
        { once: true, settled: () => settled },
      );
      return {
        requested,
        answer: (body) => {
          // Checked now, in the test: a wrong answer fails where it is given.
          const response = successOf(operation as JsonOperation, body as never);
          settle(() => response);
        },
        answerNothing: () => settle(() => new Response(null, { status: 204 })),
        refuse: (status, code, extra) => {
          const response = refusal(operation, status, code, extra);
          settle(() => response);
        },
        failNetwork: () =>
          settle(() => {
            throw networkFailure();
          }),
      };
    },
    /** The calls nobody answered, as `METHOD path?query`. */
    unanswered,
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

