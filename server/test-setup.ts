/**
 * Setup for the server test project (vitest.config.ts). Tests build their config in code; these
 * environment values only cover what loadConfig would otherwise take from the developer's shell.
 *
 * The project runs a worker's files one after another in one process (`isolate: false`), so each
 * file starts from what the process keeps between apps: no document kept from an earlier file (a
 * test counts the documents made) and no earlier file's notification senders left to be told of
 * this file's rows (they would run on a database that is closed).
 */
// As server/main.ts does: the dates come from #contract/seoul-time.ts on the global Temporal, which Node 24 lacks.
import 'temporal-polyfill/global';
import { beforeAll } from 'vitest';
import { forgetDocuments } from './modules/certificates/document-cache.ts';
import { forgetNotificationKicks } from './modules/notifications/outbox.ts';
import { TEST_SCRYPT_LOG_N, TEST_TIME_ZONE } from './testing/test-environment.ts';

process.env.SCRYPT_LOG_N = String(TEST_SCRYPT_LOG_N);
process.env.TZ = TEST_TIME_ZONE;

beforeAll(() => {
  forgetDocuments();
  forgetNotificationKicks();
});
