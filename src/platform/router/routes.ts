/**
 * The app's addresses, as the route tree has them (src/routes, generated into src/route-tree.gen.ts):
 * no list is kept by hand (decision 051).
 */
import type { AnyRouter, RegisteredRouter } from '@tanstack/react-router';

/** Every address of a route of the app (docs/spec-notes.md §2), for typed links and navigations. */
export type RoutePath = keyof RegisteredRouter['routesByPath'];

/** Whether `path` is the address of one of the router's routes (pathless layouts have none). */
export function isRoutePath(router: AnyRouter, path: string): path is RoutePath {
  return Object.hasOwn(router.routesByPath, path);
}
