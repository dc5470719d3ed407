/** The typed router: generated file routes, with the default pending, error and not-found views. */
import { createRouter } from '@tanstack/react-router';
import { NotFoundScreen } from '@/features/errors/not-found-screen';
import { RouteError } from '@/features/errors/route-error';
import '@/platform/router/history-state';
import { routeTree } from './route-tree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundScreen,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
