import { createMemoryHistory, createRouter, isRedirect, type AnyRoute } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routeTree } from './route-tree.gen';
import { decideAccess, EXCEPTIONS_OF, LAYOUT_CLASSES, type AccessDecision } from '@/platform/access/access-policy';
import { guardLayout, layoutsOf, requireLayout } from '@/platform/access/guard';
import { clearSession, sessionKind, setAdminSession, setUserSession, type SessionKind } from '@/platform/session/session-store';

// The matrix of docs/spec-notes.md §4–§6, generated from the route tree (decision 051): every route the router
// has × the five session kinds, each decided by the real guards over the router's own matches. What
// each cell must be is written once per layout row below, from the spec, so a change to the policy
// shows here; which row a route takes is where its file sits (and its one exception, if any).
// Columns: none, user, user who must change the password, admin, payroll office (decision 088), both.
// A allow · L → /login · B → /badRequest · M → /admin · O → /office · X → logout
const ROWS: Record<string, string> = {
  anonymous: 'ABBBBX',
  'anonymous alsoForUser': 'AABBBX',
  'anonymous adminGoesHome': 'ABBMOX',
  worker: 'LABBBX',
  'worker duringPasswordChange': 'LAABBX',
  admin: 'LBBABX',
  office: 'LBBBAX',
  signedIn: 'LAAAAX',
};

const SESSIONS: SessionKind[] = ['none', 'user', 'userMustChangePassword', 'admin', 'office', 'both'];

function expected(letter: string): AccessDecision {
  switch (letter) {
    case 'A':
      return { kind: 'allow' };
    case 'L':
      return { kind: 'redirect', to: '/login' };
    case 'B':
      return { kind: 'redirect', to: '/badRequest' };
    case 'M':
      return { kind: 'redirect', to: '/admin' };
    case 'O':
      return { kind: 'redirect', to: '/office' };
    case 'X':
      return { kind: 'logout' };
    default:
      throw new Error(`unknown matrix letter ${letter}`);
  }
}

/** An office session's access token names a corporation and no site (its claims only; unsigned). */
const OFFICE_TOKEN = `e30.${btoa(JSON.stringify({ sub: 'admin-9', role: 'admin', corporationCode: 'K001' })).replace(/=+$/, '')}.x`;

function signIn(session: SessionKind): void {
  clearSession();
  if (session === 'user' || session === 'both') setUserSession({ accessToken: 'a', refreshToken: 'r', ynConvertPassword: 'Y' });
  if (session === 'userMustChangePassword') setUserSession({ accessToken: 'a', refreshToken: 'r', ynConvertPassword: 'N' });
  if (session === 'admin' || session === 'both') setAdminSession({ accessToken: 'a', refreshToken: 'r' });
  if (session === 'office') setAdminSession({ accessToken: OFFICE_TOKEN, refreshToken: 'r' });
}

const router = createRouter({ routeTree, history: createMemoryHistory() });

/** The routes a URL can lead to: every route without children (layouts and the root have some). */
const routes: AnyRoute[] = Object.values(router.routesById);
const leaves = routes.filter((route) => !route.children || Object.keys(route.children).length === 0);

/** The route and every route above it, as the matches the guards are given. */
function chainOf(route: AnyRoute): { routeId: string; staticData: NonNullable<AnyRoute['options']['staticData']> }[] {
  const chain = [];
  for (let at: AnyRoute | undefined = route; at; at = at.isRoot ? undefined : (at.parentRoute as AnyRoute)) chain.unshift({ routeId: at.id, staticData: at.options.staticData ?? {} });
  return chain;
}

/** Runs the root's and the layouts' beforeLoad over the router's matches for `path` with `session`, as a decision. */
function decide(path: string, session: SessionKind): AccessDecision {
  signIn(session);
  const matches = router.matchRoutes(path);
  try {
    requireLayout({ matches });
    for (const match of matches) if (match.staticData.layout) guardLayout({ matches, routeId: match.routeId });
    return { kind: 'allow' };
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    const to = thrown.options.to;
    // A logout clears both sessions on its way to /login.
    if (to === '/login' && session === 'both' && sessionKind() === 'none') return { kind: 'logout' };
    return { kind: 'redirect', to: to as '/login' | '/badRequest' | '/admin' | '/office' };
  }
}

afterEach(() => clearSession());

describe('route tree', () => {
  it('has the 37 routes of docs/spec-notes.md §2, the admin\'s correction requests and the worker\'s corrections (issue 18), the admin\'s contract templates, workers, who is on site, the attendance files, a record without a phone, a registered person\'s first login and the worker\'s join code (issue 33), and the payroll office (issue 34)', () => {
    expect(leaves).toHaveLength(37 + 2 + 7 + 1);
  });

  it('puts every route under exactly one of the five layouts (a file at the top of src/routes fails here)', () => {
    const misplaced = leaves.filter((route) => layoutsOf(chainOf(route)).length !== 1).map((route) => route.id);
    expect(misplaced).toEqual([]);
  });

  it('gives each layout route one of the five classes, and only layout routes a class', () => {
    const withClass = routes.filter((route) => route.options.staticData?.layout);
    expect(withClass.map((route) => route.options.staticData?.layout).sort()).toEqual([...LAYOUT_CLASSES].sort());
    for (const route of withClass) expect(route.path, route.id).toBeUndefined();
  });

  it('asks of each layout only the exceptions that layout allows', () => {
    for (const route of leaves) {
      const exception = route.options.staticData?.access;
      if (!exception) continue;
      const [layout] = layoutsOf(chainOf(route));
      expect(layout && EXCEPTIONS_OF[layout], `${route.id} asks ${exception}`).toContain(exception);
    }
  });
});

describe('access matrix (every route × every session, from the route tree)', () => {
  for (const route of leaves) {
    const [layout] = layoutsOf(chainOf(route));
    const exception = route.options.staticData?.access;
    const row = ROWS[exception ? `${String(layout)} ${exception}` : String(layout)];
    SESSIONS.forEach((session, column) => {
      const letter = row?.[column] ?? '?';
      it(`${route.fullPath} with session ${session} → ${letter}`, () => {
        expect(decide(route.fullPath, session)).toEqual(expected(letter));
        if (layout) expect(decideAccess(layout, session, exception)).toEqual(expected(letter));
      });
    });
  }
});

describe('the lists docs/spec-notes.md §5 and §6 write out', () => {
  const allowed = (session: SessionKind): string[] =>
    leaves
      .map((route) => route.fullPath as string)
      .filter((path) => decide(path, session).kind === 'allow')
      .sort();

  it('without a session, only login, adminLogin, niceSuccess, forgotPassword, changePhoneNumber, passwordReissue, kbCertLogin and join (§5), and firstLogin (decision 079)', () => {
    expect(allowed('none')).toEqual(['/adminLogin', '/changePhoneNumber', '/firstLogin', '/forgotPassword', '/join', '/kbCertLogin', '/login', '/niceSuccess', '/passwordReissue']);
  });

  it('an admin: the admin home, adminScan and adminQrCheckedList (§6), the correction requests (issue 18), the contract templates and the workers (issue 33), and the invalid-access notice', () => {
    expect(allowed('admin')).toEqual(['/admin', '/adminContractTemplates', '/adminCorrections', '/adminExports', '/adminQrCheckedList', '/adminRoster', '/adminScan', '/adminSiteRecord', '/adminWorkers', '/badRequest']);
  });

  it('the payroll office: its month, and the invalid-access notice (decision 088)', () => {
    expect(allowed('office')).toEqual(['/badRequest', '/office']);
  });

  it('a user who must change the password: /changePassword (§4), and the invalid-access notice', () => {
    expect(allowed('userMustChangePassword')).toEqual(['/badRequest', '/changePassword']);
  });

  it('a user: not login, adminLogin, join or the admin routes (§5)', () => {
    const forUser = allowed('user');
    const denied = leaves.map((route) => route.fullPath as string).filter((path) => !forUser.includes(path));
    expect(denied.sort()).toEqual(['/admin', '/adminContractTemplates', '/adminCorrections', '/adminExports', '/adminLogin', '/adminQrCheckedList', '/adminRoster', '/adminScan', '/adminSiteRecord', '/adminWorkers', '/join', '/login', '/office']);
  });
});

describe('addresses that are no route', () => {
  it('leaves an address that matches no route to the not-found screen, whoever asks', () => {
    expect(router.matchRoutes('/nowhere').map((match) => match.routeId)).toEqual(['__root__']);
    for (const session of SESSIONS) expect(decide('/nowhere', session)).toEqual(expected('A'));
  });

  it("guards an address under a route's own (/work/extra) by that route's layout before its not-found screen", () => {
    expect(decide('/work/extra', 'none')).toEqual(expected('L'));
    expect(decide('/work/extra', 'user')).toEqual(expected('A'));
  });
});

describe('letter case', () => {
  it('guards an address in other letters like the route it matches (the old path list let /ADMIN through unguarded)', () => {
    expect(router.matchRoutes('/ADMIN').at(-1)?.routeId).toBe('/_admin/admin');
    expect(decide('/ADMIN', 'none')).toEqual(expected('L'));
    expect(decide('/Admin', 'user')).toEqual(expected('B'));
  });
});
