/**
 * The notices above every screen: "offline — data as of HH:MM" and "a new version is ready". Only
 * this gate is part of the first screen's JavaScript; each notice downloads (from the precache)
 * when it has something to say (lazy-component.tsx). A notice whose chunk cannot be fetched (offline on
 * a phone whose service worker is not running yet) is left out rather than taking the screen down with it.
 */
import { useLocation, useMatches } from '@tanstack/react-router';
import { lazyComponent } from '@/platform/framework/lazy-component';
import { useFreshness, viewKey } from './data-freshness';
import { useUpdateState } from './update-state';

const OfflineNote = lazyComponent(() => import('./offline-note').then((module) => module.OfflineNote));
/** The offline note's code, loaded ahead (main.tsx) so that the note shows with the stored answers it speaks of. */
export function preloadOfflineNote(): void {
  OfflineNote.preload();
}
const UpdatePrompt = lazyComponent(() => import('./update-prompt').then((module) => module.UpdatePrompt));

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The screen says itself what being offline means for it (the gate scanner: scans are checked and
     * saved on the phone), so the data note above it, which would say something else, is left out.
     */
    ownOfflineNotice?: boolean;
  }
}

export function PwaNotices() {
  const location = useLocation();
  const freshness = useFreshness(viewKey(location.state, location.pathname));
  const ownOfflineNotice = useMatches({ select: (matches) => matches.some((match) => match.staticData.ownOfflineNotice === true) });
  const update = useUpdateState();
  return (
    <>
      {!ownOfflineNotice && (freshness.asOf !== null || freshness.missing) ? <OfflineNote {...freshness} /> : null}
      {update === 'none' ? null : <UpdatePrompt />}
    </>
  );
}
