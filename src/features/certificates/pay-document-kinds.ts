/** The two documents made from a month's pay: their calls, routes and words. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PayDocumentKind } from './api';

export interface PayDocumentScreens {
  kind: PayDocumentKind;
  list: '/employmentTaxReceiptList' | '/paymentStatementList';
  view: '/employmentTaxReceiptView' | '/paymentStatementView';
  title: MessageDescriptor;
  empty: MessageDescriptor;
  /** The file name of a download, without the month. */
  filePrefix: string;
}

export const WITHHOLDING_RECEIPT: PayDocumentScreens = {
  kind: 'receipts',
  list: '/employmentTaxReceiptList',
  view: '/employmentTaxReceiptView',
  title: msg`Income tax withholding receipt`,
  empty: msg`There is no withholding receipt for this month.`,
  filePrefix: 'withholding-receipt',
};

export const PAYMENT_STATEMENT: PayDocumentScreens = {
  kind: 'statements',
  list: '/paymentStatementList',
  view: '/paymentStatementView',
  title: msg`Payment statement`,
  empty: msg`There is no payment statement for this month.`,
  filePrefix: 'payment-statement',
};
