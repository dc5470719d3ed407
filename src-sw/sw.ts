/**
 * The service worker: only wires the modules (docs/house.md; docs/spec-notes.md, Offline): the precached shell served for
 * every navigation, the per-user runtime cache of offline-readable API answers, the PDF viewer's code
 * kept once used, the staff's part kept where staff log in, and the messages
 * from the page (update, purge on logout, shell repair), Background Sync of the scan outbox, and
 * Web Push notifications (shown, and a tap opens the screen of the item).
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerShellNavigation } from './shell';
import { listenForBackgroundSync, listenForMessages } from './messages';
import { registerPersonalDataRoute } from './user-data';
import { registerViewerAssets } from './viewer-assets';
import { registerStaffAssets } from './staff-assets';
import { listenForPush } from './push';

declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
registerShellNavigation();
registerPersonalDataRoute(self);
registerViewerAssets();
registerStaffAssets(self);
listenForMessages(self, manifest);
listenForBackgroundSync(self);
listenForPush(self);
// The first install takes the open page at once, so what the worker sees on the first day is kept for
// offline use. An update only activates when the user agrees (SKIP_WAITING), and the page reloads then.
clientsClaim();
