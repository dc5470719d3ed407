/**
 * Notifications on this device (decision 065): what the device can do and what it does, turning them
 * on (the browser asks for the permission only then, never on first open) and off, the language of
 * the texts following the app's, and logout ending them (the browser's subscription; the server
 * drops its copy with the session). The switch in My info and the admin menu
 * (src/features/menu/push-switch.tsx) and logout (personal-data.ts) use it; one module, so
 * they share one chunk.
 *
 * What the app remembers of a subscription (PUSH_RECORD_KEY) names who made it and in which session:
 * a subscription left by someone else on a shared phone is ended, never taken over; one of an
 * earlier session of the same person is stored again for this one (the server dropped it with the
 * session).
 */
import { api } from '@/platform/api/client';
import { parseAnswer } from '@/platform/api/parse';
import { isLocale, type Locale } from '@/platform/i18n/locale-cookie';
import { installState } from '@/platform/pwa/install-prompt';
import { getSession } from '@/platform/session/session-store';
import { tokenClaims, tokenOwner } from '@/platform/session/token-claims';
import { PushConfigSchema, type PushConfig, type PushSubscriptionRequest } from '#contract/api-notifications.ts';

/** localStorage: the subscriber ({ owner, session, language }) of this device's subscription. */
const PUSH_RECORD_KEY = 'wfm-push';

function getPushConfig(): Promise<PushConfig> {
  return parseAnswer(PushConfigSchema, api.get('push/config'));
}

async function putPushSubscription(body: PushSubscriptionRequest): Promise<void> {
  await api.put('push/subscription', { json: body });
}

/** The browser's push subscription of the app's service worker, if there is one. */
async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  // iPhone Safari outside the home screen has no pushManager.
  if (!registration || !('pushManager' in registration)) return null;
  return registration.pushManager.getSubscription();
}

/** Logout: this device is told nothing more (the browser's subscription ends; the server drops its copy with the session). */
export async function endPushSubscription(): Promise<void> {
  try {
    localStorage.removeItem(PUSH_RECORD_KEY);
    await (await currentPushSubscription())?.unsubscribe();
  } catch (error) {
    console.warn('logout: ending the push subscription failed', error);
  }
}

/**
 * - on / off: this device is (not) told;
 * - blocked: the browser's permission was refused (only its settings can allow it again);
 * - iosInstall: iPhone or iPad Safari: notifications work once the app is on the home screen;
 * - unsupported: this browser has no Web Push;
 * - unavailable: the server sends no notifications.
 */
export type PushState = 'on' | 'off' | 'blocked' | 'iosInstall' | 'unsupported' | 'unavailable';

const WORKER_WAIT_MS = 10_000;

interface PushRecord {
  owner: string;
  session: string;
  language: Locale;
}

/** Who the calls are made as (the API client's rule: the admin's session if there is one, else the worker's), and that session. */
function caller(): { owner: string; session: string } | null {
  const { admin, user } = getSession();
  const token = (admin ?? user)?.accessToken;
  const owner = tokenOwner(token);
  const session = tokenClaims(token)?.fam;
  return owner && typeof session === 'string' ? { owner: `${owner.role}:${owner.subject}`, session } : null;
}

function readRecord(): PushRecord | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PUSH_RECORD_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { owner, session, language } = value as Record<string, unknown>;
    return typeof owner === 'string' && typeof session === 'string' && isLocale(language) ? { owner, session, language } : null;
  } catch {
    return null;
  }
}

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** What the device can do, before anything is asked of the server. */
function deviceState(): PushState | null {
  if (!pushSupported()) return installState() === 'ios' ? 'iosInstall' : 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : null;
}

function base64url(buffer: ArrayBuffer | null): string | null {
  if (!buffer) return null;
  return btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Stores the subscription for the caller, in `language`, unless the server has it so already. */
async function store(subscription: PushSubscription, language: Locale, force: boolean): Promise<void> {
  const who = caller();
  if (!who) throw new Error('no session');
  const record = readRecord();
  if (!force && record?.owner === who.owner && record.session === who.session && record.language === language) return;
  const { endpoint, keys } = subscription.toJSON();
  await putPushSubscription({ endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, language });
  localStorage.setItem(PUSH_RECORD_KEY, JSON.stringify({ ...who, language } satisfies PushRecord));
}

/** The state of this device now; an own subscription of an earlier session, or in another language, is stored again. */
export async function readPushState(language: Locale): Promise<PushState> {
  const device = deviceState();
  if (device) return device;
  const config = await getPushConfig();
  if (!config.available) return 'unavailable';
  const subscription = await currentPushSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const record = readRecord();
  if (record?.owner !== caller()?.owner || base64url(subscription.options.applicationServerKey) !== config.publicKey) {
    // Someone else's, or made for another server key: it tells this person nothing.
    await subscription.unsubscribe();
    localStorage.removeItem(PUSH_RECORD_KEY);
    return 'off';
  }
  await store(subscription, language, false);
  return 'on';
}

/** Asks the browser's permission (a tap made this call), subscribes and stores the subscription. */
export async function turnPushOn(language: Locale): Promise<PushState> {
  const device = deviceState();
  if (device) return device;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const config = await getPushConfig();
  if (!config.available || config.publicKey === null) return 'unavailable';
  // The worker registers a few seconds after the first screen; without one (blocked) there is no push.
  const registration = await Promise.race([navigator.serviceWorker.ready, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS))]);
  const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: config.publicKey }));
  await store(subscription, language, true);
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentPushSubscription();
  if (subscription) {
    await api.delete('push/subscription', { json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  localStorage.removeItem(PUSH_RECORD_KEY);
  return 'off';
}

/** The app language changed: the notifications follow it (nothing to do when they are off). */
export async function followLanguage(language: Locale): Promise<void> {
  const record = readRecord();
  if (!record || record.language === language || deviceState()) return;
  const subscription = await currentPushSubscription();
  if (subscription) await store(subscription, language, false);
}
