/**
 * The access policy (docs/spec-notes.md §4–§6) as one pure function: (layout class, session kind, the leaf's
 * exception) → allow, or redirect. A route's class is the pathless layout folder its file sits in
 * (src/routes/_anonymous, _worker, _admin, _signedIn; decision 051), whose beforeLoad calls this for
 * every navigation; no list of paths is kept anywhere.
 */
import type { SessionKind } from '@/platform/session/session-store';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: '/login' | '/badRequest' | '/admin' | '/office' }
  /** Both a user and an admin session: log out, then to /login (docs/spec-notes.md §4). */
  | { kind: 'logout' };

/**
 * The four layout classes, one per folder of src/routes:
 * - anonymous (`_anonymous/`): reachable without a session (docs/spec-notes.md §5); a signed-in user or admin is
 *   sent to /badRequest unless the route's exception says otherwise.
 * - worker (`_worker/`): a signed-in user's screens (docs/spec-notes.md §6); without a session → /login.
 * - admin (`_admin/`): the admin home, scanner and check list (docs/spec-notes.md §6); without a session → /login.
 * - office (`_office/`): the payroll office's screens (decision 088), for an admin session chosen for an
 *   office; without a session → /login.
 * - signedIn (`_signedIn/`): any signed-in session (user, user who must change the password, admin);
 *   without a session → /login, like every route that is not anonymous.
 */
export const LAYOUT_CLASSES = ['anonymous', 'worker', 'admin', 'office', 'signedIn'] as const;
export type LayoutClass = (typeof LAYOUT_CLASSES)[number];

/**
 * What a leaf route may ask of its layout (its `staticData.access`), each loosening one cell of its
 * layout's row and allowed in that layout only (a unit test over the route tree checks it):
 * - alsoForUser (anonymous): a signed-in user may open it too, because account flows start there
 *   (phone change, forgot password, identity-verification returns; decision 004).
 * - adminGoesHome (anonymous): a signed-in admin is sent to the admin menu instead of /badRequest
 *   (the admin login, "plus login" in docs/spec-notes.md §6).
 * - duringPasswordChange (worker): a user whose ynConvertPassword is N may open it (docs/spec-notes.md §4: the
 *   password change itself).
 */
export type AccessException = 'alsoForUser' | 'adminGoesHome' | 'duringPasswordChange';

export const EXCEPTIONS_OF: Record<LayoutClass, readonly AccessException[]> = {
  anonymous: ['alsoForUser', 'adminGoesHome'],
  worker: ['duringPasswordChange'],
  admin: [],
  office: [],
  signedIn: [],
};

const ALLOW: AccessDecision = { kind: 'allow' };
const TO_LOGIN: AccessDecision = { kind: 'redirect', to: '/login' };
const TO_BAD_REQUEST: AccessDecision = { kind: 'redirect', to: '/badRequest' };

export function decideAccess(layout: LayoutClass, session: SessionKind, exception?: AccessException): AccessDecision {
  // An exception that its layout does not know changes nothing: the stricter row holds.
  const granted = exception !== undefined && EXCEPTIONS_OF[layout].includes(exception) ? exception : undefined;
  switch (session) {
    case 'both':
      return { kind: 'logout' };
    case 'none':
      return layout === 'anonymous' ? ALLOW : TO_LOGIN;
    case 'admin':
      if (layout === 'admin' || layout === 'signedIn') return ALLOW;
      if (granted === 'adminGoesHome') return { kind: 'redirect', to: '/admin' };
      return TO_BAD_REQUEST;
    case 'office':
      if (layout === 'office' || layout === 'signedIn') return ALLOW;
      if (granted === 'adminGoesHome') return { kind: 'redirect', to: '/office' };
      return TO_BAD_REQUEST;
    case 'userMustChangePassword':
      // Spec §4: every route but /changePassword leads to /badRequest until the password is changed
      // (and /badRequest itself, where it is said).
      return layout === 'signedIn' || granted === 'duringPasswordChange' ? ALLOW : TO_BAD_REQUEST;
    case 'user':
      if (layout === 'worker' || layout === 'signedIn') return ALLOW;
      if (granted === 'alsoForUser') return ALLOW;
      return TO_BAD_REQUEST;
  }
}

/** Where "OK" on /badRequest and "home" lead for each session. */
export function homeFor(session: SessionKind): '/' | '/login' | '/admin' | '/office' | '/changePassword' {
  switch (session) {
    case 'user':
      return '/';
    case 'userMustChangePassword':
      return '/changePassword';
    case 'admin':
      return '/admin';
    case 'office':
      return '/office';
    case 'none':
    case 'both':
      return '/login';
  }
}
