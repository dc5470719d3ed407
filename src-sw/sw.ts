/**
 * The service worker: only wires the modules (ARCHITECTURE §2). For now: precache the shell and
 * serve it for every navigation; the offline issue adds runtime caches and the outbox.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerShellNavigation } from './shell';
import { listenForMessages } from './messages';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerShellNavigation();
listenForMessages(self);
