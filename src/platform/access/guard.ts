/**
 * The route guards (decision 051). A route is protected by the folder its file sits in: each of the
 * four pathless layouts in src/routes (_anonymous, _worker, _admin, _signedIn) names its class in
 * `staticData.layout` and has `guardLayout` as its beforeLoad, which asks the one policy
 * (access-policy.ts). The root route's beforeLoad (`requireLayout`) fails closed: a route that sits
 * under no layout is never opened.
 */
import { redirect, rootRouteId, type AnyRouteMatch } from '@tanstack/react-router';
import { clearSession, sessionKind } from '@/platform/session/session-store';
import { decideAccess, type AccessException, type LayoutClass } from './access-policy';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** On a layout route (src/routes/_<class>/route.tsx) only: the class its routes are decided by. */
    layout?: LayoutClass;
    /** On a leaf route: the one exception to its layout's row it needs (access-policy.ts). */
    access?: AccessException;
  }
}

type Match = Pick<AnyRouteMatch, 'routeId' | 'staticData'>;
/**
 * What the guards read of a beforeLoad's options. Taken as `object` and narrowed here: typing the
 * parameter with the router's own match types would make the route tree's type refer to itself.
 */
type GuardOptions = { matches: readonly Match[]; routeId: string; location?: { href: string } };

/**
 * Where a person without a session was going, kept for after the login: a worker's or any signed-in
 * person's screen (never an admin's: their login is another screen), an address of this app only.
 */
export function returnAddress(layout: LayoutClass, href: string | undefined): string | undefined {
  if ((layout !== 'worker' && layout !== 'signedIn') || !href || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return undefined;
  // The password change is where a session ends (it logs out): never a place to come back to.
  return href === '/' || href.startsWith('/changePassword') ? undefined : href;
}

/** The layouts above the matched route: exactly one for every route of the app. */
export function layoutsOf(matches: readonly Match[]): LayoutClass[] {
  return matches.flatMap((match) => (match.staticData.layout ? [match.staticData.layout] : []));
}

/**
 * The root route's beforeLoad: a matched route without exactly one layout above it (a file put at
 * the top of src/routes, or a layout inside a layout) leads to /badRequest, whoever asks. An address
 * that matches no route is left to the not-found screen.
 */
export function requireLayout(options: object): void {
  const { matches } = options as GuardOptions;
  const leaf = matches.at(-1);
  if (!leaf || leaf.routeId === rootRouteId) return;
  if (layoutsOf(matches).length !== 1) throw redirect({ to: '/badRequest', replace: true });
}

/** A layout route's beforeLoad: the policy's decision for its class, the session and the leaf's exception. */
export function guardLayout(options: object): void {
  const { matches, routeId } = options as GuardOptions;
  const layout = matches.find((match) => match.routeId === routeId)?.staticData.layout;
  if (!layout) throw redirect({ to: '/badRequest', replace: true });
  const session = sessionKind();
  const decision = decideAccess(layout, session, matches.at(-1)?.staticData.access);
  if (decision.kind === 'allow') return;
  if (decision.kind === 'redirect' && decision.to === '/login' && session === 'none') {
    const returnTo = returnAddress(layout, (options as GuardOptions).location?.href);
    throw redirect({ to: '/login', replace: true, ...(returnTo ? { state: { returnTo } } : {}) });
  }
  if (decision.kind === 'logout') {
    clearSession();
    throw redirect({ to: '/login', replace: true });
  }
  throw redirect({ to: decision.to, replace: true });
}
