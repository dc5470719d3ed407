/**
 * The texts of the API errors any screen may meet (a session that ended, the server's trouble, input
 * the server refused): with the feature errors' tables they make `API_ERROR_MESSAGES`
 * (error-messages.ts), in the `errors` catalog beside them (lingui.config.ts). A module of its own so
 * that a screen that meets only its feature's errors and these (the gate's scanner, scan-refusal.ts)
 * does not carry every feature's table.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode } from '#contract/api-errors.ts';

export const COMMON_ERROR_MESSAGES = {
  BAD_REQUEST: msg`Some of what you entered is not valid. Check it and try again.`,
  SITE_NOT_ALLOWED: msg`You cannot log in to this corporation-site. Choose another one.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Wait a while and try again.`,
  LOGINS_BUSY: msg`Many people are logging in right now. Wait a moment and try again.`,
  UNAUTHORIZED: msg`Your session has ended. Please log in again.`,
  TOKEN_EXPIRED: msg`Your session has ended. Please log in again.`,
  INVALID_REFRESH_TOKEN: msg`Your session has ended. Please log in again.`,
  REFRESH_TOKEN_REUSED: msg`Your session has ended. Please log in again.`,
  FORBIDDEN: msg`Access is not possible.`,
  PASSWORD_CHANGE_REQUIRED: msg`Change your password before you continue.`,
  XSRF_MISMATCH: msg`The request could not be verified. Reload the page and try again.`,
  NOT_FOUND: msg`What you asked for was not found.`,
  NO_HOME_PROJECT: msg`No project is set for your account yet.`,
  QNA_ANSWERED: msg`Answered inquiries cannot be changed.`,
  INTERNAL: msg`Something went wrong on the server. Try again in a moment.`,
  SMS_NOT_SENT: msg`The text message could not be sent. Try again in a moment.`,
} satisfies Partial<Record<ApiErrorCode, MessageDescriptor>>;
