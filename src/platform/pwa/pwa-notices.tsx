/**
 * The notices above every screen: "offline — data as of HH:MM" and "a new version is ready". Only
 * this gate is part of the first screen's JavaScript; each notice downloads (from the precache)
 * when it has something to say. A notice whose chunk cannot be fetched (offline on a phone whose
 * service worker is not running yet) is left out rather than taking the screen down with it.
 */
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useLayoutEffect, useRef, type ComponentType } from 'react';
import { carryOver, useFreshness, viewKey } from './data-freshness';
import { useUpdateState } from './update-state';

function Nothing() {
  return null;
}

/** A lazy notice that renders nothing when its chunk cannot be loaded. */
function lazyNotice<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component }), () => ({ default: Nothing as ComponentType<P> })));
}

const OfflineNote = lazyNotice(() => import('./offline-note').then((module) => module.OfflineNote));
const UpdatePrompt = lazyNotice(() => import('./update-prompt').then((module) => module.UpdatePrompt));

/** The history entry's place (TanStack Router's `__TSR_index`): a replaced entry keeps it, a new one does not. */
function entryIndex(state: unknown): number | null {
  const index = typeof state === 'object' && state !== null ? (state as { __TSR_index?: unknown }).__TSR_index : undefined;
  return typeof index === 'number' ? index : null;
}

export function PwaNotices() {
  const location = useLocation();
  const key = viewKey(location.state, location.pathname);
  const view = { key, pathname: location.pathname, index: entryIndex(location.state) };
  // The same screen in the same place of history under a new key: the entry was replaced (a month
  // chosen), and the notes of what it shows stay with it.
  const shown = useRef(view);
  useLayoutEffect(() => {
    const before = shown.current;
    if (before.key !== view.key && before.pathname === view.pathname && before.index !== null && before.index === view.index) carryOver(before.key, view.key);
    shown.current = view;
  });
  const freshness = useFreshness(key);
  const update = useUpdateState();
  return (
    <Suspense fallback={null}>
      {freshness.asOf !== null || freshness.missing ? <OfflineNote {...freshness} /> : null}
      {update === 'none' ? null : <UpdatePrompt />}
    </Suspense>
  );
}
