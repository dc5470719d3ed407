import { describe, expect, it } from 'vitest';
import { decideAccess, homeFor, type AccessDecision } from './access-policy';
import { ROUTE_PATHS, type RoutePath } from './routes';
import type { SessionKind } from '../session/session-store';

// The full matrix, written out by hand from spec §4–§6 so that a change to the policy table shows
// here. Columns: none, user, user who must change the password, admin, both.
// A allow · L → /login · B → /badRequest · M → /admin · X → logout
const MATRIX: Record<RoutePath, string> = {
  '/': 'LABBX',
  '/login': 'ABBBX',
  '/kbCertLogin': 'AABBX',
  '/join': 'ABBBX',
  '/forgotPassword': 'AABBX',
  '/changePassword': 'LAABX',
  '/userProject': 'LABBX',
  '/work': 'LABBX',
  '/incomeReceipt': 'LABBX',
  '/niceSuccess': 'AABBX',
  '/incomeMonthly': 'LABBX',
  '/badRequest': 'LAAAX',
  '/qrGenerate': 'LABBX',
  '/adminScan': 'LBBAX',
  '/componentTest': 'LABBX',
  '/accountManagementMenu': 'LABBX',
  '/issueCertificateMenu': 'LABBX',
  '/accountCancellation': 'LABBX',
  '/myAccount': 'LABBX',
  '/languageSetting': 'LABBX',
  '/privacyPolicyList': 'LABBX',
  '/privacyPolicyView': 'LABBX',
  '/employmentContractList': 'LABBX',
  '/employmentContract': 'LABBX',
  '/employmentTaxReceiptList': 'LABBX',
  '/employmentTaxReceiptView': 'LABBX',
  '/paymentStatementList': 'LABBX',
  '/paymentStatementView': 'LABBX',
  '/passwordReissue': 'AABBX',
  '/changePhoneNumber': 'AABBX',
  '/admin': 'LBBAX',
  '/adminLogin': 'ABBMX',
  '/qrCheckedList': 'LABBX',
  '/adminQrCheckedList': 'LBBAX',
  '/qnaList': 'LABBX',
  '/qnaRegister': 'LABBX',
  '/qnaDetail': 'LABBX',
};

const SESSIONS: SessionKind[] = ['none', 'user', 'userMustChangePassword', 'admin', 'both'];

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
    case 'X':
      return { kind: 'logout' };
    default:
      throw new Error(`unknown matrix letter ${letter}`);
  }
}

describe('access policy', () => {
  it('covers all 37 routes of the spec', () => {
    expect(ROUTE_PATHS).toHaveLength(37);
    expect(Object.keys(MATRIX).sort()).toEqual([...ROUTE_PATHS].sort());
  });

  for (const route of ROUTE_PATHS) {
    SESSIONS.forEach((session, column) => {
      const letter = MATRIX[route][column] ?? '?';
      it(`${route} with session ${session} → ${letter}`, () => {
        expect(decideAccess(route, session)).toEqual(expected(letter));
      });
    });
  }

  it('sends each session home to the right place', () => {
    expect(homeFor('none')).toBe('/login');
    expect(homeFor('user')).toBe('/');
    expect(homeFor('userMustChangePassword')).toBe('/changePassword');
    expect(homeFor('admin')).toBe('/admin');
  });
});
