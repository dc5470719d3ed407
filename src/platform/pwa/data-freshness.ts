/**
 * How fresh the data on the current screen is. The API client reports every answer to an
 * offline-readable GET (src/platform/pwa/offline-data.ts) here: an answer the service worker took from
 * the per-user cache carries the time it was stored; a call that got no answer at all (offline, and
 * nothing stored) is noted as missing. OfflineNote reads this for the screen being shown.
 *
 * Answers are grouped by the view that asked (the history entry: the router gives each navigation,
 * and each switch of a screen's mode or month, an entry key of its own) and by API path without its
 * query (the week shown replaces the one before), so what a view no longer shows leaves no note.
 * A screen showing a stored copy loads again when fresher data may be had: stale-reload.ts.
 */
import { useSyncExternalStore } from 'react';
import { CACHED_AT_HEADER, isOfflineReadable } from './offline-data';

/** The view a history entry shows: the router's entry key, else the path. */
export function viewKey(historyState: unknown, pathname: string): string {
  const key = typeof historyState === 'object' && historyState !== null ? (historyState as { __TSR_key?: unknown }).__TSR_key : undefined;
  return typeof key === 'string' && key !== '' ? key : pathname;
}

interface Answer {
  /** The view that asked (viewKey). */
  screen: string;
  /** When the shown copy was stored (epoch ms); null for a fresh answer from the server. */
  cachedAt: number | null;
  /** No answer at all and no stored copy. */
  missing: boolean;
}

const answers = new Map<string, Answer>();
/** Background loads running (the offline refill): their answers belong to no screen. */
let quiet = 0;
const listeners = new Set<() => void>();
let version = 0;

function record(apiPath: string, answer: Answer): void {
  const previous = answers.get(apiPath);
  if (previous && previous.screen === answer.screen && previous.cachedAt === answer.cachedAt && previous.missing === answer.missing) return;
  answers.set(apiPath, answer);
  version += 1;
  for (const listener of listeners) listener();
}

function cachedAtOf(response: Response): number | null {
  const raw = response.headers.get(CACHED_AT_HEADER);
  const at = raw === null ? NaN : Number(raw);
  return Number.isFinite(at) && at > 0 ? at : null;
}

/**
 * Wraps a fetch of the API client: notes where the answer came from and passes it (or the error) on
 * unchanged.
 */
export async function observeAnswer(request: Request, answer: Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'GET' || quiet > 0 || !isOfflineReadable(url.pathname)) return answer;
  const screen = viewKey(history.state, location.pathname);
  try {
    const response = await answer;
    record(url.pathname, { screen, cachedAt: cachedAtOf(response), missing: false });
    return response;
  } catch (error) {
    // An abort is the screen moving on, not a missing answer.
    if (error instanceof TypeError) record(url.pathname, { screen, cachedAt: null, missing: true });
    throw error;
  }
}

export interface Freshness {
  /** The oldest stored copy shown on this screen (epoch ms), or null when everything is fresh. */
  asOf: number | null;
  /** Something this screen asked for could not be loaded and was not stored on the phone. */
  missing: boolean;
}

/** The freshness of what `screen` (a viewKey) shows. */
export function freshnessOf(screen: string): Freshness {
  let asOf: number | null = null;
  let missing = false;
  for (const answer of answers.values()) {
    if (answer.screen !== screen) continue;
    if (answer.cachedAt !== null) asOf = asOf === null ? answer.cachedAt : Math.min(asOf, answer.cachedAt);
    missing ||= answer.missing;
  }
  return { asOf, missing };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFreshness(screen: string): Freshness {
  useSyncExternalStore(subscribe, () => version, () => version);
  return freshnessOf(screen);
}

/**
 * Runs a background load whose answers say nothing about the screen being shown. A screen's own
 * call made meanwhile is not noted either: its note appears with its next load.
 */
export async function quietly<T>(task: () => Promise<T>): Promise<T> {
  quiet += 1;
  try {
    return await task();
  } finally {
    quiet -= 1;
  }
}

/**
 * A view replaced by another of the same screen (its history entry replaced: a certificate list
 * moved to another month of the year it has): what the old view showed, the new one still shows
 * without asking again, so its notes go with it. A call the new view makes replaces them as usual.
 */
export function carryOver(from: string, to: string): void {
  let changed = false;
  for (const [apiPath, answer] of answers) {
    if (answer.screen !== from) continue;
    answers.set(apiPath, { ...answer, screen: to });
    changed = true;
  }
  if (!changed) return;
  version += 1;
  for (const listener of listeners) listener();
}

/** Forgets every note (logout: the next person starts clean). */
export function forgetFreshness(): void {
  answers.clear();
  version += 1;
  for (const listener of listeners) listener();
}
