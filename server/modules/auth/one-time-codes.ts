/**
 * Six-digit codes sent by SMS (the admin's second factor, a forgotten password without an identity
 * provider): made with a cryptographic random number, kept only as a hash bound to the code's row id,
 * compared in constant time.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_DIGITS } from '#contract/input-rules.ts';

export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE_DIGITS)).padStart(ONE_TIME_CODE_DIGITS, '0');
}

/** The stored form of `code` for the row `id` (hex). */
export function oneTimeCodeHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/** Whether `code` is the one whose hash `storedHash` holds for the row `id`. */
export function oneTimeCodeMatches(id: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(oneTimeCodeHash(id, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
