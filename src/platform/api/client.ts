/**
 * The one ky instance of the app (docs/spec-notes.md §7–§9, Sessions and the API client).
 *
 * Every call: `Accept-Language` from the locale cookie; `Authorization: Bearer` with the admin token if an
 * admin is logged in, else the user token (unless the call passes `context: { auth: false }`, as login,
 * reissue and the start-up checks do); `X-XSRF-TOKEN` from the `XSRF-TOKEN` cookie on same-origin
 * POST/PUT/PATCH/DELETE. No timeout (docs/spec-notes.md §9), no automatic ky retries.
 *
 * A 401 to a call that carried a bearer: one reissue shared by every call waiting on it (single flight),
 * then one retry per call with the new token. A reissue answered 401 or 400 clears the session once and
 * reloads the page; a network error or any other failed answer (5xx …) keeps the session and the waiting
 * calls fail with that error. A retried call that gets 401 again is not refreshed again.
 *
 * A 403 with code XSRF_MISMATCH (the answer has just set a fresh cookie): one retry, re-reading the cookie.
 *
 * Retries are ours, not ky's: `ky.retry()` respects `retry.limit`, which is 0 here, so a retry is the same
 * Request sent again through this instance (its hooks re-read the token and the cookie), with a context
 * marker so that it is never retried for the same reason twice. With no retries ky 2 sends the Request
 * itself (it clones it only when it may retry), so the hook keeps an unsent copy of each one with a body.
 *
 * An HTTPError's body is read by ky 2 into `error.data` (the response's own body is then used up):
 * `readApiError` reads it from there.
 */
import ky, { HTTPError, isHTTPError, isNetworkError as isKyNetworkError, type AfterResponseHook, type BeforeRequestHook, type NormalizedOptions } from 'ky';
import * as v from 'valibot';
import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER } from '#contract/api-contract.ts';
import { AdminSessionSchema, UserSessionSchema, type AdminSession, type UserSession } from '#contract/api-auth.ts';
import { parseAnswer } from '@/platform/api/parse';
import { parseStored } from '@/platform/stored/parse-stored';
import { readCookie, readLocale } from '@/platform/i18n/locale-cookie';
import { observeAnswer } from '@/platform/pwa/data-freshness';
import { keepFirstVisitAnswer } from '@/platform/pwa/first-visit-answers';
import { bearerOf } from '@/platform/session/token-claims';
import { clearSession, getSession, setAdminSession, setUserSession, syncSessionFromStorage } from '@/platform/session/session-store';
import type { ApiErrorBody, ApiErrorCode, ApiErrorSchema as ApiErrorSchemaType } from '#contract/api-errors.ts';

/** What callers may put in ky's `context`. */
interface ApiContext {
  /** false: send no bearer and never refresh on 401 (login, reissue, start-up checks). Default true. */
  auth?: boolean;
}

/** `api.post('auth/login', { json, ...NO_AUTH })` */
export const NO_AUTH = { context: { auth: false } satisfies ApiContext };

/** Context markers of our own retries (internal). */
const AUTH_RETRIED = 'wfmAuthRetried';
const XSRF_RETRIED = 'wfmXsrfRetried';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let reloadPage: () => void = () => {
  location.reload();
};

/**
 * Replaces what a failed refresh calls to reload the page (tests observe it). Returns a function that
 * puts the previous one back.
 */
export function setReloadPage(reload: () => void): () => void {
  const previous = reloadPage;
  reloadPage = reload;
  return () => {
    reloadPage = previous;
  };
}

function apiBase(): string {
  return `${location.origin}${API_PREFIX}/`;
}

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url).origin === location.origin;
  } catch {
    return false;
  }
}

/** The access token calls carry: the admin's if an admin is logged in, else the user's. */
function currentAccessToken(): string | null {
  const { admin, user } = getSession();
  return (admin ?? user)?.accessToken ?? null;
}

/** An unsent copy of each request with a body, for our retries (the request itself goes to fetch). */
const unsent = new WeakMap<Request, Request>();

const beforeRequest: BeforeRequestHook = ({ request, options }) => {
  request.headers.set('Accept-Language', readLocale());

  // The bearer only ever goes to our own API, never to another origin passed as an absolute URL.
  if (options.context.auth !== false && request.url.startsWith(apiBase())) {
    const token = currentAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    else request.headers.delete('Authorization');
  }

  if (UNSAFE_METHODS.has(request.method.toUpperCase()) && isSameOrigin(request.url)) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
    else request.headers.delete(XSRF_HEADER);
  }

  if (request.body !== null) unsent.set(request, request.clone());
};

/** Sends `request` again through this instance (so the hooks set fresh headers) with extra context. */
function resend(request: Request, options: Readonly<NormalizedOptions>, marker: string): Promise<Response> {
  return api(unsent.get(request) ?? request, { context: { ...options.context, [marker]: true }, throwHttpErrors: false });
}

// ---------------------------------------------------------------------------------------------------
// Refresh (single flight)

/**
 * A reissue answer that is neither a success nor a logout (5xx, 403 …): the waiting calls fail with
 * it, each as an HTTPError of its own (onUnauthorized), so this one is never seen and has no message.
 */
class ReissueFailure extends Error {
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super();
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh for everyone waiting. Resolves true when a new session is stored, false when there is no
 * session to refresh any more (the reissue said 401/400 and the session was cleared, or it changed
 * meanwhile). Rejects with the network error or a ReissueFailure otherwise.
 */
function refreshSession(staleAccessToken: string): Promise<boolean> {
  refreshing ??= acrossTabs(() => runRefresh(staleAccessToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Refresh tokens rotate and a reused one revokes its family: two tabs (or the installed app and a
 * browser tab) refreshing with the same token at once would log the worker out. The Web Locks API
 * makes the tabs take turns; the second finds the first one's new session in storage.
 */
async function acrossTabs(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return await locks.request('wfm-session-refresh', task);
}

/**
 * A reissue answer: the new tokens, and a worker's ynConvertPassword (UserSession). It is optional
 * here: without it the worker's stored one stays.
 */
const ReissueAnswerSchema = v.object({
  ...AdminSessionSchema.entries,
  ynConvertPassword: v.optional(UserSessionSchema.entries.ynConvertPassword),
});

async function postReissue(path: string, refreshToken: string): Promise<{ request: Request; response: Response }> {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': readLocale(),
  });
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  const request = new Request(`${apiBase()}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ refreshToken }),
    credentials: 'same-origin',
  });
  // Plain fetch: the reissue call never goes through the hooks, so its 401 never triggers a refresh.
  const response = await globalThis.fetch(request.clone());
  return { request, response };
}

async function runRefresh(staleAccessToken: string): Promise<boolean> {
  // The session in use is the one whose token the calls carry: the admin's if there is one.
  const { admin, user } = syncSessionFromStorage();
  const used: AdminSession | UserSession | null = admin ?? user;
  if (used === null) return false;
  // Another tab refreshed while this one waited for the lock: its new token is ours too.
  if (used.accessToken !== staleAccessToken) return true;
  const kind = admin ? 'admin' : 'user';
  const path = kind === 'admin' ? 'admin/auth/reissue' : 'auth/reissue';

  let { request, response } = await postReissue(path, used.refreshToken);
  if (response.status === 403 && (await bodyCode(response)) === 'XSRF_MISMATCH') {
    // The 403 has just set the cookie: once more with it.
    ({ request, response } = await postReissue(path, used.refreshToken));
  }

  // Someone logged out or in while the reissue was on the way: leave their session alone.
  const now = getSession();
  const stillSame = (kind === 'admin' ? now.admin : now.user)?.refreshToken === used.refreshToken;

  if (response.status === 401 || response.status === 400) {
    if (stillSame) {
      clearSession();
      reloadPage();
    }
    return false;
  }
  if (!response.ok) throw new ReissueFailure(response, request);

  const { accessToken, refreshToken, ynConvertPassword } = await parseAnswer(ReissueAnswerSchema, response);
  if (!stillSame) return false;

  if (admin) {
    setAdminSession({ accessToken, refreshToken });
  } else if (user) {
    // The answer's ynConvertPassword wins (a reset may have forced a change); the old one if it has none.
    setUserSession({ accessToken, refreshToken, ynConvertPassword: ynConvertPassword ?? user.ynConvertPassword });
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------
// afterResponse

async function onUnauthorized(request: Request, options: Readonly<NormalizedOptions>): Promise<Response | undefined> {
  if (options.context.auth === false || options.context[AUTH_RETRIED] === true) return undefined;
  const sent = bearerOf(request);
  if (sent === null) return undefined;

  const current = currentAccessToken();
  if (current === null) return undefined; // logged out meanwhile: the 401 stands

  if (current === sent) {
    let refreshed: boolean;
    try {
      refreshed = await refreshSession(sent);
    } catch (error) {
      if (error instanceof ReissueFailure) {
        // Each waiting call gets its own error over its own copy of the reissue answer, with its body
        // in `data` as ky gives it.
        const failure = new HTTPError(error.response.clone(), error.request, options);
        failure.data = await responseData(error.response);
        throw failure;
      }
      throw error;
    }
    if (!refreshed) return undefined;
  }
  // else: another call refreshed while this one was on the way; just use the new token.
  return resend(request, options, AUTH_RETRIED);
}

async function onForbidden(request: Request, options: Readonly<NormalizedOptions>, response: Response): Promise<Response | undefined> {
  if (options.context[XSRF_RETRIED] === true) return undefined;
  if (!UNSAFE_METHODS.has(request.method.toUpperCase()) || !isSameOrigin(request.url)) return undefined;
  if ((await bodyCode(response)) !== 'XSRF_MISMATCH') return undefined;
  return resend(request, options, XSRF_RETRIED);
}

const afterResponse: AfterResponseHook = async ({ request, options, response }) => {
  if (response.status === 401) return onUnauthorized(request, options);
  if (response.status === 403) return onForbidden(request, options, response);
  return undefined;
};

/** The app's HTTP client: `api.get('work/weekly', { searchParams })`, paths relative to the API prefix. */
export const api = ky.create({
  prefix: `${location.origin}${API_PREFIX}`,
  timeout: false,
  retry: 0,
  throwHttpErrors: (status) => status < 200 || status > 299,
  hooks: { beforeRequest: [beforeRequest], afterResponse: [afterResponse] },
  // Notes answers the service worker took from the offline cache, for the "data as of" note, and keeps
  // the first visit's answers the service worker did not see (first-visit-answers.ts).
  fetch: async (input, init) => {
    if (!(input instanceof Request)) return globalThis.fetch(input, init);
    const response = await observeAnswer(input, globalThis.fetch(input, init));
    keepFirstVisitAnswer(input, response);
    return response;
  },
});

// ---------------------------------------------------------------------------------------------------
// Errors

/** The `code` of an error answer, read from a copy; null when the body is not our error shape. */
async function bodyCode(response: Response): Promise<ApiErrorCode | null> {
  return (await errorBodyOf(await responseData(response)))?.code ?? null;
}

/** A copy of the answer's body as ky 2 puts it in `HTTPError.data`: parsed JSON, else text; undefined when unreadable. */
async function responseData(response: Response): Promise<unknown> {
  try {
    if (response.bodyUsed) return undefined;
    const text = await response.clone().text();
    if (text === '') return undefined;
    return /json/i.test(response.headers.get('Content-Type') ?? '') ? (JSON.parse(text) as unknown) : text;
  } catch {
    return undefined;
  }
}

/**
 * The API's error body ({ code, message, fields?, retryAfter? }) of a failed call, or null for network
 * errors, other errors and answers that are not in that shape. Read from `error.data`, the body ky has
 * already read, so it can be called as often as needed and `error.data` stays as it was.
 */
export function readApiError(error: unknown): Promise<ApiErrorBody | null> {
  if (!isHTTPError(error)) return Promise.resolve(null);
  return errorBodyOf(error.data);
}

/**
 * The error shape's schema, with the list of the API's codes: loaded with the first failed call, not
 * with every screen (the code list alone is 0.7 KB gz). Null while it cannot load (a deploy removed
 * the chunk, or the phone is offline before the precache): the answer then reads as an unknown error.
 */
let errorSchema: Promise<typeof ApiErrorSchemaType | null> | null = null;
function loadErrorSchema(): Promise<typeof ApiErrorSchemaType | null> {
  errorSchema ??= import('#contract/api-errors.ts').then(
    ({ ApiErrorSchema }) => ApiErrorSchema,
    () => {
      errorSchema = null;
      return null;
    },
  );
  return errorSchema;
}

/** Our error shape in a body as ky reads it; a text body is tried as JSON too (whatever its Content-Type). */
async function errorBodyOf(data: unknown): Promise<ApiErrorBody | null> {
  const schema = await loadErrorSchema();
  if (!schema) return null;
  if (typeof data !== 'string') return parseStored(schema, data);
  try {
    return parseStored(schema, JSON.parse(data));
  } catch {
    return null;
  }
}

/**
 * True when the call got no answer at all (offline, DNS, connection reset, CORS). ky 2 wraps the fetch
 * failures it recognises ('Failed to fetch', 'Load failed', …) in a NetworkError; a TypeError from fetch
 * that it does not recognise, or from the reissue (plain fetch), comes as it is. An abort is not one.
 */
export function isNetworkError(error: unknown): boolean {
  return isKyNetworkError(error) || (error instanceof TypeError && !isHTTPError(error));
}
