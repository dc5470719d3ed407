/**
 * The route guard: the root route's beforeLoad calls it on every navigation, so the one policy
 * table (access-policy.ts) decides every route.
 */
import { redirect } from '@tanstack/react-router';
import { clearSession, sessionKind } from '../session/session-store';
import { decideAccess } from './access-policy';
import { isRoutePath } from './routes';

export function enforceAccess(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Unknown addresses are left to the not-found screen.
  if (!isRoutePath(path)) return;
  const decision = decideAccess(path, sessionKind());
  if (decision.kind === 'allow') return;
  if (decision.kind === 'logout') {
    clearSession();
    throw redirect({ to: '/login', replace: true });
  }
  throw redirect({ to: decision.to, replace: true });
}
