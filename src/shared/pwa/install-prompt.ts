/**
 * Installing the app on the phone's home screen. Chromium browsers fire `beforeinstallprompt` once
 * the app is installable; it is kept (captureInstallPrompt, called at start before anything else
 * could miss it) so the "Install the app" entry can open the browser's own prompt. iOS has no
 * prompt: the entry shows the Add to Home Screen steps. Running as the installed app (standalone),
 * the entry says so.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * - installed: running as the installed app, or installed from this page just now;
 * - prompt: the browser's install prompt is available;
 * - ios: Safari on iPhone/iPad: Add to Home Screen by hand;
 * - manual: any other browser: its menu has the install item, or it cannot install.
 */
export type InstallState = 'installed' | 'prompt' | 'ios' | 'manual';

let deferred: BeforeInstallPromptEvent | null = null;
let installedHere = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Running as the installed app (home-screen icon), not in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

function isIos(): boolean {
  const ua = navigator.userAgent;
  // iPadOS 13+ says it is a Mac; only the touch screen gives it away.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

export function installState(): InstallState {
  if (installedHere || isStandalone()) return 'installed';
  if (deferred) return 'prompt';
  return isIos() ? 'ios' : 'manual';
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chromium's mini-infobar away; the my-info entry offers the prompt instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installedHere = true;
    emit();
  });
}

/** Opens the browser's install prompt (needs a tap); resolves with the user's answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  // A prompt can be shown once; a new event comes if the user dismissed it.
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installedHere = true;
  emit();
  return outcome;
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    installState,
    installState,
  );
}
