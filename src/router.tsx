/** The typed router: generated file routes, with the default pending, error and not-found views. */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundScreen } from '@/features/errors/not-found-screen';
import { RouteError } from '@/features/errors/route-error';
import '@/platform/router/history-state';
import { routeTree } from './route-tree.gen';

/**
 * The app's router (the browser's history unless another is given: a component test passes the
 * page's own). Made when called, not as the module loads: building it (the route tree's index, the
 * history, the scroll positions kept) is the start's largest piece of work, and main.tsx runs it in
 * a task of its own, after the modules were evaluated, so neither is a long task on a slow phone.
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundScreen,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
