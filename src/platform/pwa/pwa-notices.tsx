/**
 * The notices above every screen: "offline — data as of HH:MM" and "a new version is ready". Only
 * this gate is part of the first screen's JavaScript; each notice downloads (from the precache)
 * when it has something to say.
 */
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useFreshness, viewKey } from './data-freshness';
import { useUpdateState } from './update-state';

const OfflineNote = lazy(() => import('./offline-note').then((module) => ({ default: module.OfflineNote })));
const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

export function PwaNotices() {
  const location = useLocation();
  const freshness = useFreshness(viewKey(location.state, location.pathname));
  const update = useUpdateState();
  return (
    <Suspense fallback={null}>
      {freshness.asOf !== null || freshness.missing ? <OfflineNote {...freshness} /> : null}
      {update === 'none' ? null : <UpdatePrompt />}
    </Suspense>
  );
}
