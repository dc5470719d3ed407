/**
 * Messages from the page (SW_MESSAGES in src/platform/pwa/offline-data.ts):
 * - skip waiting: the user agreed to the update (updates are prompted, never forced mid-task); the
 *   page sends it with workbox-window's `messageSkipWaiting()`, `{ type: 'SKIP_WAITING' }`;
 * - purge personal data: someone logged out (online or offline);
 * - repair precache: the page checks, on start and on coming back, that the browser has not wiped
 *   the shell; with `staff: true` (an admin or the payroll office is logged in) it also keeps the
 *   staff's part of the app (staff-assets.ts).
 * A message that asks for work gets a reply on its port (when it sent one) once the work is done.
 *
 * And Background Sync: when the browser fires the scan outbox's sync (the network is back), the
 * worker asks the open pages to send it; they hold the admin's token (ADR 002, 007).
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { PAGE_MESSAGES, SCAN_OUTBOX_SYNC_TAG, SW_MESSAGES } from '../src/platform/pwa/offline-data';
import { repairPrecache } from './precache-repair';
import { keepStaffAssets } from './staff-assets';
import { purgePersonalData } from './user-data';

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
}

export function listenForMessages(scope: ServiceWorkerGlobalScope, manifest: readonly (PrecacheEntry | string)[]): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const type = typeOf(event.data);
    const reply = (result: unknown) => event.ports[0]?.postMessage(result);
    if (type === SW_MESSAGES.skipWaiting) {
      void scope.skipWaiting();
    } else if (type === SW_MESSAGES.purgePersonalData) {
      event.waitUntil(purgePersonalData().then(() => reply({ ok: true }), (error: unknown) => reply({ ok: false, error: String(error) })));
    } else if (type === SW_MESSAGES.repairPrecache) {
      // Staff logged in: their part of the app (staff-assets.ts) after the shell, one at a time.
      const staff = (event.data as { staff?: unknown }).staff === true;
      const repaired = repairPrecache(manifest).then(async (stored) => stored + (staff ? await keepStaffAssets() : 0));
      event.waitUntil(repaired.then((stored) => reply({ ok: true, stored }), (error: unknown) => reply({ ok: false, error: String(error) })));
    }
  });
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function listenForBackgroundSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag !== SCAN_OUTBOX_SYNC_TAG) return;
    event.waitUntil(
      scope.clients.matchAll({ type: 'window' }).then((pages) => {
        for (const page of pages) page.postMessage({ type: PAGE_MESSAGES.flushScanOutbox });
      }),
    );
  }) as EventListener);
}
