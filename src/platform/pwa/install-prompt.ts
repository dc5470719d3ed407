/**
 * Installing the app on the phone's home screen, for the "Install the app" entry in my info: the
 * browser's own prompt kept by install-capture.ts where there is one, the Add to Home Screen steps
 * on iOS (which has no prompt), and "installed" when running as the installed app (standalone).
 */
import { useSyncExternalStore } from 'react';
import { installCapture } from './install-capture';

/**
 * - installed: running as the installed app, or installed from this page just now;
 * - prompt: the browser's install prompt is available;
 * - ios: Safari on iPhone/iPad: Add to Home Screen by hand;
 * - manual: any other browser: its menu has the install item, or it cannot install.
 */
type InstallState = 'installed' | 'prompt' | 'ios' | 'manual';

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
  if (installCapture.installed || isStandalone()) return 'installed';
  if (installCapture.deferred) return 'prompt';
  return isIos() ? 'ios' : 'manual';
}

/** Opens the browser's install prompt (needs a tap); resolves with the user's answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installCapture.deferred;
  if (!event) return 'unavailable';
  // A prompt can be shown once; a new event comes if the user dismissed it.
  installCapture.deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installCapture.installed = true;
  installCapture.emit();
  return outcome;
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      installCapture.listeners.add(listener);
      return () => installCapture.listeners.delete(listener);
    },
    installState,
    installState,
  );
}
