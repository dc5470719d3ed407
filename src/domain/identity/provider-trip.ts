/**
 * A trip to an identity provider (NICE verification, KB certificate) and back, as the providers
 * expect it: the browser submits the provider form the server built, in a popup on a desktop or phone
 * browser, or in the same window in an installed app (a popup there would open outside the app).
 * The provider ends on /niceSuccess or /kbCertLogin with `?ref=…`, a one-time reference only the
 * server can redeem: the app never reads identity data from the address.
 *
 * Popup: the return page posts the reference to the opener (same origin only) and closes itself;
 * the screen's state never leaves memory.
 * Redirect: before leaving, the screen's state is kept in this tab's sessionStorage (the one place
 * that survives the trip and is gone when the tab closes); the return page stores the reference
 * beside it and goes back to the screen, which resumes with useResumedTrip() and removes it.
 */
import { useEffect, useState } from 'react';
import type { ProviderStart } from '#contract/api-identity.ts';

const PENDING_KEY = 'wfm-identity-trip';
const MESSAGE_TYPE = 'wfm-identity-return';
const POPUP_NAME = 'wfm-identity';
const POPUP_FEATURES = 'popup,width=480,height=760';

interface PendingTrip<S = unknown> {
  /** The screen the trip started from, which resumes it. */
  returnTo: string;
  /** What that screen needs to go on (flow credentials, what was typed). */
  state: S;
  ref?: string;
  error?: string;
}

export type TripResult = { ref: string } | { error: 'invalid' | 'closed' };

interface TripWindow {
  popup: Window | null;
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** A trip not back within this time is abandoned (the server's flow has expired too); its state goes. */
const PENDING_LIFETIME_MS = 30 * 60 * 1000;

function savePending(trip: PendingTrip): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...trip, savedAt: Date.now() }));
}

function readPending(): PendingTrip | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null || typeof (value as PendingTrip).returnTo !== 'string') return null;
    const savedAt = (value as { savedAt?: unknown }).savedAt;
    if (typeof savedAt !== 'number' || Date.now() - savedAt > PENDING_LIFETIME_MS) {
      clearPendingTrip();
      return null;
    }
    return value as PendingTrip;
  } catch {
    // Unreadable storage: no trip to resume.
  }
  return null;
}

function clearPendingTrip(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Opens the popup at once, inside the click (browsers only allow popups from a user's gesture);
 * the provider form is submitted into it when the server's answer arrives. Null in an installed app
 * or when popups are blocked: the trip then leaves this window.
 */
export function openTripWindow(): TripWindow {
  if (isStandalone()) return { popup: null };
  return { popup: window.open('about:blank', POPUP_NAME, POPUP_FEATURES) };
}

export function closeTripWindow(trip: TripWindow): void {
  trip.popup?.close();
}

function submitForm(start: ProviderStart, target: string): void {
  const form = document.createElement('form');
  form.method = start.method;
  form.action = start.action;
  form.target = target;
  for (const [name, value] of Object.entries(start.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * Sends the browser to the provider. With a popup, resolves with the reference (or why there is
 * none: the window was closed, the return was not valid). Without one, the page leaves and the
 * promise never settles; the screen resumes after the return (useResumedTrip).
 */
/** How long a closed popup's result may still be on its way (see sendToProvider). */
export const CLOSED_GRACE_MS = 1500;

export function sendToProvider<S>(trip: TripWindow, start: ProviderStart, pending: PendingTrip<S>): Promise<TripResult> {
  const popup = trip.popup;
  if (!popup) {
    // Only a trip that leaves this window keeps the screen's state in storage (until it is back).
    savePending(pending);
    submitForm(start, '_self');
    return new Promise<TripResult>(() => undefined);
  }
  // Closed while the provider form was on its way: the person changed their mind.
  if (popup.closed) return Promise.resolve({ error: 'closed' });
  submitForm(start, POPUP_NAME);
  return new Promise<TripResult>((resolve) => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: TripResult) => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      clearTimeout(grace);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; ref?: unknown; error?: unknown } | null;
      if (data?.type !== MESSAGE_TYPE) return;
      finish(typeof data.ref === 'string' && data.ref !== '' ? { ref: data.ref } : { error: 'invalid' });
    };
    window.addEventListener('message', onMessage);
    // A window closed by the person (or the provider) without coming back. The return page posts its
    // result and closes at once, so a busy phone may see the window closed before that message is
    // delivered: wait a moment for it before calling the trip abandoned.
    const watch = setInterval(() => {
      if (!popup.closed || grace !== undefined) return;
      clearInterval(watch);
      grace = setTimeout(() => finish({ error: 'closed' }), CLOSED_GRACE_MS);
    }, 500);
  });
}

function openerOnSameOrigin(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && opener !== window && opener.location.origin === location.origin ? opener : null;
  } catch {
    // Another origin: reading its location throws.
    return null;
  }
}

/**
 * On the return page (/niceSuccess, /kbCertLogin with ?ref or ?error): hands the result to the
 * window that opened the popup and closes it ('popup'), or stores it for the screen to resume and
 * answers where to go ('redirect'), or says there is no trip to return to ('none': access is not possible).
 */
export function deliverTripReturn(search: { ref?: string; error?: string }): { kind: 'popup' } | { kind: 'redirect'; to: string } | { kind: 'none' } {
  const opener = openerOnSameOrigin();
  if (opener) {
    opener.postMessage({ type: MESSAGE_TYPE, ref: search.ref ?? '', error: search.error ?? '' }, location.origin);
    window.close();
    return { kind: 'popup' };
  }
  const pending = readPending();
  if (!pending) return { kind: 'none' };
  const stored: PendingTrip = { returnTo: pending.returnTo, state: pending.state };
  if (search.ref) stored.ref = search.ref;
  else stored.error = search.error ?? 'invalid';
  savePending(stored);
  return { kind: 'redirect', to: pending.returnTo };
}

/** Trips already taken from storage on this page load, so a screen mounted twice still gets its own. */
const resumed = new Map<string, (PendingTrip & { result: TripResult }) | null>();

function takeResumedTrip(returnTo: string): (PendingTrip & { result: TripResult }) | null {
  if (resumed.has(returnTo)) return resumed.get(returnTo) ?? null;
  const pending = readPending();
  let trip: (PendingTrip & { result: TripResult }) | null = null;
  if (pending && pending.returnTo === returnTo && (pending.ref !== undefined || pending.error !== undefined)) {
    clearPendingTrip();
    trip = { ...pending, result: pending.ref ? { ref: pending.ref } : { error: 'invalid' } };
  }
  resumed.set(returnTo, trip);
  return trip;
}

/**
 * The trip this screen started that has just come back (redirect mode), or null. Read from storage
 * once per page load and cleared there.
 */
export function useResumedTrip<S>(returnTo: string): (PendingTrip<S> & { result: TripResult }) | null {
  const [trip] = useState(() => takeResumedTrip(returnTo) as (PendingTrip<S> & { result: TripResult }) | null);
  // Taken: a later visit to the screen in this page load starts afresh.
  useEffect(() => {
    resumed.delete(returnTo);
  }, [returnTo]);
  return trip;
}
