import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, setAdminSession, setUserSession } from '@/platform/session/session-store';
import { guardLayout, requireLayout, returnAddress } from './guard';

/** A small tree built like src/routes: three layouts, and one route left at the top. */
function treeWithATopLevelRoute() {
  const root = createRootRoute({ beforeLoad: requireLayout });
  const anonymous = createRoute({ getParentRoute: () => root, id: '_anonymous', staticData: { layout: 'anonymous' }, beforeLoad: guardLayout });
  const worker = createRoute({ getParentRoute: () => root, id: '_worker', staticData: { layout: 'worker' }, beforeLoad: guardLayout });
  const signedIn = createRoute({ getParentRoute: () => root, id: '_signedIn', staticData: { layout: 'signedIn' }, beforeLoad: guardLayout });
  const orphan = createRoute({ getParentRoute: () => root, path: '/orphan' });
  // A layout inside a layout is no clearer: it is refused too.
  const nested = createRoute({ getParentRoute: () => worker, id: '_admin', staticData: { layout: 'admin' }, beforeLoad: guardLayout });
  return root.addChildren([
    anonymous.addChildren([createRoute({ getParentRoute: () => anonymous, path: '/login' })]),
    worker.addChildren([createRoute({ getParentRoute: () => worker, path: '/' }), nested.addChildren([createRoute({ getParentRoute: () => nested, path: '/nested' })])]),
    signedIn.addChildren([createRoute({ getParentRoute: () => signedIn, path: '/badRequest' })]),
    orphan,
  ]);
}

async function landingOf(path: string): Promise<string> {
  const router = createRouter({ routeTree: treeWithATopLevelRoute(), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return router.state.location.pathname;
}

const USER = { accessToken: 'a', refreshToken: 'r', ynConvertPassword: 'Y' } as const;

afterEach(() => clearSession());

describe('route guards fail closed', () => {
  it('never opens a route that sits in no layout folder, whoever asks', async () => {
    expect(await landingOf('/orphan')).toBe('/login');
    setUserSession(USER);
    expect(await landingOf('/orphan')).toBe('/badRequest');
    clearSession();
    setAdminSession({ accessToken: 'a', refreshToken: 'r' });
    expect(await landingOf('/orphan')).toBe('/badRequest');
  });

  it('never opens a route under two layouts', async () => {
    setUserSession(USER);
    expect(await landingOf('/nested')).toBe('/badRequest');
  });

  it('lets the routes in layouts through by their layout, and leaves an unknown address to the not-found screen', async () => {
    expect(await landingOf('/login')).toBe('/login');
    expect(await landingOf('/')).toBe('/login');
    expect(await landingOf('/nowhere')).toBe('/nowhere');
    setUserSession(USER);
    expect(await landingOf('/')).toBe('/');
    expect(await landingOf('/login')).toBe('/badRequest');
  });

  it('logs both sessions out on the way to /login', async () => {
    setUserSession(USER);
    setAdminSession({ accessToken: 'a', refreshToken: 'r' });
    expect(await landingOf('/badRequest')).toBe('/login');
    expect(getSession()).toEqual({ user: null, admin: null });
  });
});

describe('the address kept for after the login', () => {
  it('is a worker screen of this app, never another origin or an admin screen', () => {
    expect(returnAddress('worker', '/work')).toBe('/work');
    expect(returnAddress('worker', '/paymentStatementView?x=1')).toBe('/paymentStatementView?x=1');
    expect(returnAddress('worker', '/')).toBeUndefined();
    expect(returnAddress('worker', '/changePassword')).toBeUndefined();
    expect(returnAddress('worker', '//evil.example/work')).toBeUndefined();
    expect(returnAddress('worker', '/\\evil.example')).toBeUndefined();
    expect(returnAddress('worker', 'https://evil.example/')).toBeUndefined();
    expect(returnAddress('admin', '/adminScan')).toBeUndefined();
    expect(returnAddress('signedIn', '/languageSetting')).toBe('/languageSetting');
  });
});
