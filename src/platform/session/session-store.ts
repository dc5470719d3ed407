/**
 * The one session store (docs/spec-notes.md §3, Sessions and the API client): the user and admin sessions persisted in
 * localStorage under `user` and `admin`. This module is their only writer; React reads it with
 * useSession() (useSyncExternalStore), everything else with getSession().
 */
import { useSyncExternalStore } from 'react';
import type * as v from 'valibot';
import { parseStored } from '@/platform/stored/parse-stored';
import { tokenClaims } from '@/platform/session/token-claims';
import { AdminSessionSchema, UserSessionSchema, type AdminSession, type UserSession } from '#contract/api-auth.ts';

export const USER_KEY = 'user';
export const ADMIN_KEY = 'admin';

interface SessionState {
  user: UserSession | null;
  admin: AdminSession | null;
}

/** 'office': an admin session for a corporation's payroll office, not a site (decision 088). */
export type SessionKind = 'none' | 'user' | 'userMustChangePassword' | 'admin' | 'office' | 'both';

const listeners = new Set<() => void>();
let cached: SessionState | null = null;

/** A stored session checked against its contract schema. */
function readKey<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    return parseStored(schema, JSON.parse(raw));
  } catch {
    // Unreadable or corrupt storage counts as no session.
    return null;
  }
}

function load(): SessionState {
  return { user: readKey(USER_KEY, UserSessionSchema), admin: readKey(ADMIN_KEY, AdminSessionSchema) };
}

function emit(): void {
  cached = load();
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  cached ??= load();
  return cached;
}

/**
 * Re-reads localStorage now, without waiting for the `storage` event of another tab (which comes
 * later, or not at all while this tab was frozen). Listeners hear only of a real change.
 */
export function syncSessionFromStorage(): SessionState {
  const fresh = load();
  if (JSON.stringify(fresh) !== JSON.stringify(getSession())) {
    cached = fresh;
    for (const listener of listeners) listener();
  }
  return getSession();
}

export function sessionKind(state: SessionState = getSession()): SessionKind {
  if (state.user && state.admin) return 'both';
  if (state.admin) return isOfficeSession(state.admin) ? 'office' : 'admin';
  if (state.user) return state.user.ynConvertPassword === 'N' ? 'userMustChangePassword' : 'user';
  return 'none';
}

/** An admin session for an office: its token names a corporation and no site (the server decides; this only picks the screens). */
function isOfficeSession(session: AdminSession): boolean {
  const claims = tokenClaims(session.accessToken);
  return typeof claims?.corporationCode === 'string' && claims.siteCode === undefined;
}

export function setUserSession(session: UserSession): void {
  localStorage.setItem(USER_KEY, JSON.stringify(session));
  emit();
}

export function setAdminSession(session: AdminSession): void {
  localStorage.setItem(ADMIN_KEY, JSON.stringify(session));
  emit();
}

/** Logout (docs/spec-notes.md §4): clears both sessions. */
export function clearSession(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(ADMIN_KEY);
  emit();
}

/** Clears the worker's session only (an account change ended it on the server; an admin's stays). */
export function clearUserSession(): void {
  localStorage.removeItem(USER_KEY);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes what this tab may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === USER_KEY || event.key === ADMIN_KEY) emit();
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
