/**
 * The app's addresses by the layout folder their route file sits in (src/routes/_anonymous, _worker,
 * _admin, _office, _signedIn; decision 051), read from the generated route tree. The specs and
 * `npm run screenshots` run in Node without the app's bundler, so they read the tree's route ids
 * ('/_worker/work') from src/route-tree.gen.ts (its FileRoutesById) instead of importing it: no list is kept by hand.
 */
import { readFileSync } from 'node:fs';

export type Layout = 'anonymous' | 'worker' | 'admin' | 'office' | 'signedIn';

const ROUTE_TREE = readFileSync('src/route-tree.gen.ts', 'utf8');

/** The addresses of the routes in one layout folder, in the route tree's order. */
export function routesIn(layout: Layout): string[] {
  const paths = [...ROUTE_TREE.matchAll(/^ {2}'\/_(\w+)\/([^']*)': typeof \w+$/gm)].filter(([, folder]) => folder === layout).map(([, , rest]) => `/${rest ?? ''}`);
  if (paths.length === 0) throw new Error(`no route in src/routes/_${layout}: is src/route-tree.gen.ts current?`);
  return paths;
}
