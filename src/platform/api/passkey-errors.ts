/**
 * What to tell a person whose passkey step failed (decisions 063, 092): the browser's refusals of
 * navigator.credentials (cancelled or timed out, already registered, not supported) as well as the
 * API's. Only the passkey screens load this file; its texts are in the passkeys catalog.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messageForError } from './error-messages';

export const PASSKEYS_NOT_SUPPORTED = msg`This browser cannot use passkeys.`;

/** The browser's error names (DOMException, kept by @simplewebauthn/browser's WebAuthnError). */
const BROWSER_ERRORS: Record<string, MessageDescriptor> = {
  NotAllowedError: msg`The passkey was cancelled or took too long. Try again.`,
  AbortError: msg`The passkey was cancelled or took too long. Try again.`,
  InvalidStateError: msg`This phone already has your passkey.`,
  NotSupportedError: PASSKEYS_NOT_SUPPORTED,
  SecurityError: msg`Passkeys cannot be used at this address.`,
  UnknownError: msg`The passkey could not be used. Try again.`,
  ConstraintError: msg`The passkey could not be used. Try again.`,
};

/**
 * The message for a failed passkey step: the browser's refusal, or else the API's (or the network's),
 * `refused` for PASSKEY_REFUSED (the shell's messages leave it out: only these screens meet it).
 * `browser` says the browser refused: the server saw nothing and the challenge still stands.
 */
export async function passkeyErrorMessage(error: unknown, refused: MessageDescriptor): Promise<{ message: MessageDescriptor; browser: boolean }> {
  const refusal = error instanceof Error ? BROWSER_ERRORS[error.name] : undefined;
  return refusal ? { message: refusal, browser: true } : { message: (await messageForError(error, { PASSKEY_REFUSED: refused })).message, browser: false };
}
