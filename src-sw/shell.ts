/**
 * Navigation falls back to the precached shell (index.html), so any route opens offline.
 * API calls and the server's own pages (sandbox providers, OpenAPI) are never answered by the shell.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export function registerShellNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/v1\//, /^\/sandbox\//] }));
}
