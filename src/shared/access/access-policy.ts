/**
 * The access policy (spec §4–§6) as one table and one pure function: (route, session kind) →
 * allow, or redirect. The root route's beforeLoad calls it for every navigation.
 */
import type { SessionKind } from '../session/session-store';
import type { RoutePath } from './routes';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: '/login' | '/badRequest' | '/admin' }
  /** Both a user and an admin session: log out, then to /login (spec §4). */
  | { kind: 'logout' };

type RouteClass = 'anonymous' | 'admin' | 'adminLogin' | 'worker' | 'badRequest' | 'changePassword';

/**
 * Which class each route belongs to.
 * - anonymous: the only routes reachable without a session (spec §5); login and join are also
 *   forbidden to a logged-in user (spec §5), the others serve a user too (phone change and
 *   forgot-password flows start from them).
 * - adminLogin: reachable anonymously; a logged-in admin is sent to the admin menu, a user to /badRequest.
 * - admin: the admin home, scanner and check list (spec §6).
 * - worker: every other screen.
 */
const ROUTE_CLASS: Record<RoutePath, RouteClass> = {
  '/': 'worker',
  '/login': 'anonymous',
  '/kbCertLogin': 'anonymous',
  '/join': 'anonymous',
  '/forgotPassword': 'anonymous',
  '/changePassword': 'changePassword',
  '/userProject': 'worker',
  '/work': 'worker',
  '/incomeReceipt': 'worker',
  '/niceSuccess': 'anonymous',
  '/incomeMonthly': 'worker',
  '/badRequest': 'badRequest',
  '/qrGenerate': 'worker',
  '/adminScan': 'admin',
  '/componentTest': 'worker',
  '/accountManagementMenu': 'worker',
  '/issueCertificateMenu': 'worker',
  '/accountCancellation': 'worker',
  '/myAccount': 'worker',
  '/languageSetting': 'worker',
  '/privacyPolicyList': 'worker',
  '/privacyPolicyView': 'worker',
  '/employmentContractList': 'worker',
  '/employmentContract': 'worker',
  '/employmentTaxReceiptList': 'worker',
  '/employmentTaxReceiptView': 'worker',
  '/paymentStatementList': 'worker',
  '/paymentStatementView': 'worker',
  '/passwordReissue': 'anonymous',
  '/changePhoneNumber': 'anonymous',
  '/admin': 'admin',
  '/adminLogin': 'adminLogin',
  '/qrCheckedList': 'worker',
  '/adminQrCheckedList': 'admin',
  '/qnaList': 'worker',
  '/qnaRegister': 'worker',
  '/qnaDetail': 'worker',
};

/** Anonymous routes a logged-in user may not open (spec §5). */
const USER_FORBIDDEN_ANONYMOUS = new Set<RoutePath>(['/login', '/join']);

const ALLOW: AccessDecision = { kind: 'allow' };
const TO_LOGIN: AccessDecision = { kind: 'redirect', to: '/login' };
const TO_BAD_REQUEST: AccessDecision = { kind: 'redirect', to: '/badRequest' };

export function decideAccess(route: RoutePath, session: SessionKind): AccessDecision {
  const routeClass = ROUTE_CLASS[route];
  switch (session) {
    case 'both':
      return { kind: 'logout' };
    case 'none':
      return routeClass === 'anonymous' || routeClass === 'adminLogin' ? ALLOW : TO_LOGIN;
    case 'admin':
      if (routeClass === 'admin') return ALLOW;
      if (routeClass === 'adminLogin') return { kind: 'redirect', to: '/admin' };
      // The admin's own way back from an invalid access.
      if (routeClass === 'badRequest') return ALLOW;
      return TO_BAD_REQUEST;
    case 'userMustChangePassword':
      // Spec §4: every route but /changePassword leads to /badRequest until the password is changed.
      return routeClass === 'changePassword' || routeClass === 'badRequest' ? ALLOW : TO_BAD_REQUEST;
    case 'user':
      if (routeClass === 'admin' || routeClass === 'adminLogin') return TO_BAD_REQUEST;
      if (USER_FORBIDDEN_ANONYMOUS.has(route)) return TO_BAD_REQUEST;
      return ALLOW;
  }
}

/** Where "OK" on /badRequest and "home" lead for each session. */
export function homeFor(session: SessionKind): '/' | '/login' | '/admin' | '/changePassword' {
  switch (session) {
    case 'user':
      return '/';
    case 'userMustChangePassword':
      return '/changePassword';
    case 'admin':
      return '/admin';
    case 'none':
    case 'both':
      return '/login';
  }
}
