/**
 * What starts a few seconds after the first screen (src/main.tsx loads it then, so it costs the
 * first screen nothing): the service worker's registration, the watch over the offline stores, and
 * the sending of a worker's correction requests written offline.
 */
import { watchOfflineStores } from '@/domain/personal-data/offline-stores';
import { registerServiceWorker } from '@/platform/pwa/register-service-worker';
import { loadOfflineEssentials } from './offline-essentials';

export function startOffline(): void {
  registerServiceWorker();
  watchOfflineStores(loadOfflineEssentials);
  // Loaded from here, not imported: its chunk is then named in this chunk, not in the entry every first screen loads.
  import('@/domain/attendance/correction-outbox').then(
    ({ keepSendingCorrections }) => keepSendingCorrections(),
    (error: unknown) => console.error('the correction outbox could not be loaded', error),
  );
}
