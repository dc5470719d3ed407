/**
 * Keeps Chromium's `beforeinstallprompt` (it fires once the app is installable, often before the
 * first screen) and notes `appinstalled`, for the "Install the app" entry (install-prompt.ts, loaded
 * with my info). Only this part is in the first screen's JavaScript.
 */

/** Chromium's event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installCapture = {
  deferred: null as BeforeInstallPromptEvent | null,
  installed: false,
  listeners: new Set<() => void>(),
  emit(): void {
    for (const listener of this.listeners) listener();
  },
};

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chromium's mini-infobar away; the my-info entry offers the prompt instead.
    event.preventDefault();
    installCapture.deferred = event as BeforeInstallPromptEvent;
    installCapture.emit();
  });
  window.addEventListener('appinstalled', () => {
    installCapture.deferred = null;
    installCapture.installed = true;
    installCapture.emit();
  });
}
