/**
 * Every route of the app (spec §2), as one list the router, the access policy and its tests share.
 */
export const ROUTE_PATHS = [
  '/',
  '/login',
  '/kbCertLogin',
  '/join',
  '/forgotPassword',
  '/changePassword',
  '/userProject',
  '/work',
  '/incomeReceipt',
  '/niceSuccess',
  '/incomeMonthly',
  '/badRequest',
  '/qrGenerate',
  '/adminScan',
  '/componentTest',
  '/accountManagementMenu',
  '/issueCertificateMenu',
  '/accountCancellation',
  '/myAccount',
  '/languageSetting',
  '/privacyPolicyList',
  '/privacyPolicyView',
  '/employmentContractList',
  '/employmentContract',
  '/employmentTaxReceiptList',
  '/employmentTaxReceiptView',
  '/paymentStatementList',
  '/paymentStatementView',
  '/passwordReissue',
  '/changePhoneNumber',
  '/admin',
  '/adminLogin',
  '/qrCheckedList',
  '/adminQrCheckedList',
  '/qnaList',
  '/qnaRegister',
  '/qnaDetail',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

export function isRoutePath(path: string): path is RoutePath {
  return (ROUTE_PATHS as readonly string[]).includes(path);
}
