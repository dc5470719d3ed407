/**
 * What the app wires once for Web Push (decision 065): the VAPID keys and the sender. main.ts makes
 * it before the app, to run the sender and the sweeps on intervals; tests let createApp make one.
 */
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { DataCipher } from '../../db/data-cipher.ts';
import type { Logger } from '../../logger.ts';
import { createNotificationSender, type NotificationSender } from './sender.ts';
import { createVapidSource, type VapidSource } from './vapid-keys.ts';

export interface PushService {
  vapid: VapidSource;
  sender: NotificationSender;
}

export function createPushService(options: { db: Db; config: ServerConfig; cipher: DataCipher; logger: Logger; now: () => Date; fetch?: typeof fetch }): PushService {
  const { db, config, cipher, logger, now } = options;
  const vapid = createVapidSource(db, { config: config.vapid, production: config.production, cipher, now });
  const sender = createNotificationSender({ db, vapid, logger, ...(options.fetch ? { fetch: options.fetch } : {}) });
  return { vapid, sender };
}
