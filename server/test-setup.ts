/**
 * Setup for the server test project (vitest.config.ts). Tests build their config in code; these
 * environment values only cover what loadConfig would otherwise take from the developer's shell.
 */
// As server/main.ts does: the dates come from #contract/seoul-time.ts on the global Temporal, which Node 24 lacks.
import 'temporal-polyfill/global';

// A cheaper scrypt cost (N = 2^14) so each login takes milliseconds; production uses 2^17.
process.env.SCRYPT_LOG_N = '14';
// Run far from Seoul: any day arithmetic that leans on the machine's local time zone shows up as a
// wrong date instead of passing by luck on a machine set to Asia/Seoul.
process.env.TZ = 'America/Los_Angeles';
