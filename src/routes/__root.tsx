import { createRootRoute, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { RouteError } from '@/features/errors/route-error';
import { NotFoundScreen } from '@/features/errors/not-found-screen';
import { requireLayout } from '@/platform/access/guard';
import { PwaNotices } from '@/platform/pwa/pwa-notices';
import { sessionKind, useSession } from '@/platform/session/session-store';
import { TAB_BAR_PATHS } from '@/domain/navigation/tab-bar-paths';

// Only a logged-in worker on five screens sees it: the login screens do not download it.
const BottomTabBar = lazy(() => import('@/domain/navigation/bottom-tab-bar').then((module) => ({ default: module.BottomTabBar })));

export const Route = createRootRoute({
  // Fails closed: a route that sits in none of the four layout folders is never opened (decision 051).
  // Each layout's own beforeLoad (src/routes/_*/route.tsx) then decides who may enter.
  beforeLoad: requireLayout,
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteError,
});

function RootLayout() {
  const session = useSession();
  const router = useRouter();
  const { pathname } = useLocation();

  // A login or logout (here or in another tab) re-runs the guards of the current screen. The session
  // the screen opened with was the guards' already: re-running them then would load the screen's
  // route a second time and render it again, right as the first screen is taken over.
  const guarded = useRef(session);
  useEffect(() => {
    if (guarded.current === session) return;
    guarded.current = session;
    void router.invalidate();
  }, [session, router]);

  const kind = sessionKind(session);
  const showTabBar = kind === 'user' && TAB_BAR_PATHS.has(pathname);
  // The payroll office's screens are laid out for a desktop too (issue 34): the column widens.
  return (
    <div className={['app', showTabBar ? 'app--with-tabs' : '', kind === 'office' ? 'app--wide' : ''].filter(Boolean).join(' ')}>
      <PwaNotices />
      <Outlet />
      {showTabBar ? (
        <Suspense fallback={null}>
          <BottomTabBar />
        </Suspense>
      ) : null}
    </div>
  );
}
