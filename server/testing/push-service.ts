/**
 * Test support: a local push service (the web-push-testing package, in this process, on a free
 * loopback port): browsers' subscriptions made on it, the messages it received decrypted, a
 * subscription expired (it then answers 410). Nothing leaves the machine.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: { applicationServerKey: string; userVisibleOnly: 'true' }): Promise<LocalSubscription>;
  getNotifications(request: { clientHash: string }): { messages: string[] };
  expireSubscription(clientHash: string): void;
}

/** The package's server: its express app and the routes it puts on it. */
interface TestingServer {
  _app: { listen(port: number, host: string): Server };
  setRequestHandlers(): void;
}

const require = createRequire(import.meta.url);
const { PushApiModel: Model } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => PushApiModel };
const TestingServerClass = require('web-push-testing/src/server.js') as new (model: PushApiModel, port: number) => TestingServer;

/** A browser's subscription on the local push service (what PushSubscription.toJSON() gives) and its id there. */
export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface LocalPushService {
  /** A new subscription for the server's VAPID public key. */
  subscribe(applicationServerKey: string): Promise<LocalSubscription>;
  /** What the service received for that subscription, decrypted, oldest first. */
  messages(subscription: LocalSubscription): string[];
  /** The browser unsubscribed: the service answers 410 from now on. */
  expire(subscription: LocalSubscription): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const model = new Model();
  const server = new TestingServerClass(model, 0);
  // What its startServer() does, on a free loopback port and without announcing it on the console.
  const listening = server._app.listen(0, '127.0.0.1');
  server.setRequestHandlers();
  if (!listening.listening) await new Promise<void>((resolve) => listening.once('listening', resolve));
  const { port } = listening.address() as AddressInfo;
  model.notifyUrl = `http://127.0.0.1:${String(port)}/notify/`;
  return {
    subscribe: (applicationServerKey) => model.subscribe({ applicationServerKey, userVisibleOnly: 'true' }),
    messages: (subscription) => model.getNotifications({ clientHash: subscription.clientHash }).messages,
    expire: (subscription) => {
      model.expireSubscription(subscription.clientHash);
    },
    close: () =>
      new Promise<void>((resolve) => {
        listening.closeAllConnections();
        listening.close(() => {
          resolve();
        });
      }),
  };
}
