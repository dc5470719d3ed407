/**
 * Setup for the server test project (vitest.config.ts). Tests build their config in code; these
 * environment values only cover what loadConfig would otherwise take from the developer's shell.
 */
// As server/main.ts does: the dates come from #contract/seoul-time.ts on the global Temporal, which Node 24 lacks.
import 'temporal-polyfill/global';
import { TEST_SCRYPT_LOG_N, TEST_TIME_ZONE } from './testing/test-environment.ts';

process.env.SCRYPT_LOG_N = String(TEST_SCRYPT_LOG_N);
process.env.TZ = TEST_TIME_ZONE;
