/** The values every server test runs with: server/test-setup.ts sets them, test-app.ts and the database templates use them. */

/** Friday 2026-11-20, 10:00 in Seoul. */
export const TEST_NOW = new Date('2026-11-20T10:00:00+09:00');
/** A cheaper scrypt cost (N = 2^14) so each login takes milliseconds; production uses 2^17. */
export const TEST_SCRYPT_LOG_N = 14;
/**
 * Far from Seoul: any day arithmetic that leans on the machine's local time zone shows up as a
 * wrong date instead of passing by luck on a machine set to Asia/Seoul.
 */
export const TEST_TIME_ZONE = 'America/Los_Angeles';
