/**
 * The notices above every screen: "offline — data as of HH:MM" and "a new version is ready". Only
 * this gate is part of the first screen's JavaScript; each notice downloads (from the precache)
 * when it has something to say. A notice whose chunk cannot be fetched (offline on a phone whose
 * service worker is not running yet) is left out rather than taking the screen down with it.
 */
import { useLocation, useMatches } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { useFreshness, viewKey } from './data-freshness';
import { useUpdateState } from './update-state';

/**
 * A notice that downloads its component the first time it is shown, and shows nothing until then or
 * while the chunk cannot be fetched (asked again the next time it is shown). Not React.lazy: a lazy
 * component suspends, and React holds back a Suspense boundary's content until 300 ms after its
 * fallback showed, so the offline note of a cold start came that much after its chunk.
 */
function lazyNotice<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: { Component: ComponentType<P> } | null = null;
  let loading: Promise<unknown> | null = null;
  const start = () =>
    (loading ??= load().then(
      (Component) => (loaded = { Component }),
      () => (loading = null),
    ));
  function Notice(props: P) {
    const [module, setModule] = useState(() => loaded);
    useEffect(() => {
      if (module) return;
      let active = true;
      void start().then(() => {
        if (active && loaded) setModule(loaded);
      });
      return () => {
        active = false;
      };
    }, [module]);
    return module ? <module.Component {...props} /> : null;
  }
  /** Loads the notice's code now, so that it shows with the first answer it speaks of. */
  Notice.preload = (): void => void start();
  return Notice;
}

const OfflineNote = lazyNotice(() => import('./offline-note').then((module) => module.OfflineNote));
/** The offline note's code, loaded ahead (main.tsx) so that the note shows with the stored answers it speaks of. */
export function preloadOfflineNote(): void {
  OfflineNote.preload();
}
const UpdatePrompt = lazyNotice(() => import('./update-prompt').then((module) => module.UpdatePrompt));

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
