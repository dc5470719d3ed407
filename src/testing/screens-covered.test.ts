/**
 * Every screen has a component test (issue 29): each address of the route tree
 * (src/route-tree.gen.ts, its FileRoutesById) is named, quoted, in at least one component test
 * (`src/**\/*.test.tsx`), as `renderScreen` opens it or a test expects the app to arrive there. A new
 * route fails here until a test opens it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** Vitest runs from the repository's root. */
const SRC = join(process.cwd(), 'src');

/** The app's addresses: '/_worker/work' is /work, '/_worker/' is /; layouts and the root are not screens. */
function addresses(): string[] {
  const tree = readFileSync(join(SRC, 'route-tree.gen.ts'), 'utf8');
  const byId = tree.slice(tree.indexOf('export interface FileRoutesById'));
  const ids = [...byId.slice(0, byId.indexOf('}')).matchAll(/^ {2}'([^']+)': typeof/gm)].map(([, id]) => id ?? '');
  const paths = ids.map((id) => id.replace(/^\/_\w+(?=\/|$)/, '')).filter((path) => path !== '');
  return [...new Set(paths)].sort();
}

function componentTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentTests(path);
    return entry.name.endsWith('.test.tsx') ? [readFileSync(path, 'utf8')] : [];
  });
}

it('opens every screen of the route tree in a component test', () => {
  const tests = componentTests(SRC).join('\n');
  const routes = addresses();
  expect(routes.length).toBeGreaterThan(40);
  const quoted = (path: string) => new RegExp(`['"\`]${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=['"\`?])`).test(tests);
  expect(routes.filter((path) => !quoted(path))).toEqual([]);
});
