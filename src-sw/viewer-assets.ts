/**
 * The PDF viewer's code (the react-pdf chunk and the pdf.js worker, 1.9 MB together) is not
 * precached: most phones never open a certificate, and the precache stays within budget. The first
 * time a certificate opens online, both are kept (cache first: their names carry the build's hash,
 * so a name never changes content); a later version replaces the older files of the same kind.
 * With the per-user copies of the certificate answers (user-data.ts), a seen document opens offline.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

const CACHE = 'wfm-viewer';
const VIEWER_FILE = /^\/assets\/(pdf-pages-|pdf\.worker)[\w.-]*\.m?js$/;

function kindOf(pathname: string): string | null {
  return /^\/assets\/(pdf-pages-|pdf\.worker)/.exec(pathname)?.[1] ?? null;
}

export function registerViewerAssets(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && VIEWER_FILE.test(url.pathname),
    new CacheFirst({
      cacheName: CACHE,
      plugins: [
        {
          // Keep one version of each file.
          cacheDidUpdate: async ({ cacheName, request }) => {
            const kept = new URL(request.url);
            const cache = await caches.open(cacheName);
            for (const old of await cache.keys()) {
              const url = new URL(old.url);
              if (url.pathname !== kept.pathname && kindOf(url.pathname) === kindOf(kept.pathname)) await cache.delete(old);
            }
          },
        },
      ],
    }),
  );
}
