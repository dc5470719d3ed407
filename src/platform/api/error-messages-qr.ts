/**
 * The QR errors' texts. Only the QR screens and the scanner show them, so their texts are in the qr
 * and scan catalogs (lingui.config.ts), not the shell's: the first screens do not download them.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode } from '#contract/api-errors.ts';

export const QR_ERROR_MESSAGES = {
  QR_INVALID: msg`This QR code is not valid. Ask the worker to show a new code.`,
  QR_EXPIRED: msg`This QR code has expired. Ask the worker to generate a new one.`,
  QR_ALREADY_USED: msg`This QR code has already been used.`,
  QR_WRONG_SITE: msg`This QR code is for another site. Check where the worker is registered.`,
  QR_SEQUENCE: msg`This event does not follow the worker's last record today. Check the event the worker chose.`,
  QR_SCAN_KEY_REUSED: msg`This scan was already sent from another site and was not recorded here. Scan the worker's code again.`,
  // Issue 33: the worker's employment at the site ended before the day (the worker's code screen and the scanner).
  EMPLOYMENT_ENDED: msg`The employment at this site has ended, so codes for it are not accepted. Ask the site office.`,
  // Decision 076: the scanner and the worker's code screen say what is missing (fields.missing); this is for an answer without it.
  NOT_READY_FOR_WORK: msg`Codes are not accepted at this site yet: the contract must be signed and the basic safety training recorded first. Ask the site office.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;
