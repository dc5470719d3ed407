/**
 * What starts a few seconds after the first screen (src/main.tsx loads it then, so it costs the
 * first screen nothing): the service worker's registration and the watch over the offline stores.
 */
import { watchOfflineStores } from '@/domain/personal-data/offline-stores';
import { registerServiceWorker } from '@/platform/pwa/register-service-worker';
import { loadOfflineEssentials } from './offline-essentials';

export function startOffline(): void {
  registerServiceWorker();
  watchOfflineStores(loadOfflineEssentials);
}
