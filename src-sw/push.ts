/**
 * Web Push (decision 065): a push shows the notification the server wrote ({ title, body, url, tag },
 * in the person's language, no amounts or names) with the app's icon; a tap closes it and opens the
 * screen of the item: an open window of the app is focused and navigated there, else a new one opens.
 * Only a path of this origin is ever opened, whatever a payload says.
 */

const ICON = '/icon-192.png';
/** A white silhouette on transparent: Android draws it in the status bar (only its alpha counts). */
const BADGE = '/badge-96.png';

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The same-origin path (with search and hash) of `url`, or '/' for anything else (another origin, a script URL, garbage). */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/';
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The payload as the server sends it; a push without one (or unreadable) still shows something. */
export function readPayload(data: { json(): unknown } | null, origin: string): PushPayload {
  let value: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    const parsed = data?.json();
    if (typeof parsed === 'object' && parsed !== null) value = parsed as typeof value;
  } catch {
    // Not JSON: shown as the app's name only.
  }
  const text = (field: unknown, fallback: string) => (typeof field === 'string' && field.trim() !== '' ? field.slice(0, 200) : fallback);
  return { title: text(value.title, 'WFM'), body: text(value.body, ''), url: sameOriginPath(value.url, origin), tag: text(value.tag, 'wfm') };
}

async function openScreen(scope: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    // Focus may be refused (no user activation); the navigation is what matters.
    await open.focus().catch(() => open);
    if (await open.navigate(url).catch(() => null)) return;
  }
  await scope.clients.openWindow(url);
}

export function listenForPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event: PushEvent) => {
    const payload = readPayload(event.data, scope.location.origin);
    event.waitUntil(scope.registration.showNotification(payload.title, { body: payload.body, icon: ICON, badge: BADGE, tag: payload.tag, data: { url: payload.url } }));
  });

  scope.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
    event.waitUntil(openScreen(scope, sameOriginPath(url, scope.location.origin)));
  });
}
