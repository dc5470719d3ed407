import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerType } from '@hono/node-server';
import { listen } from './listen.ts';

/** One GET through the agent: the status, the Keep-Alive hint and the client port of the connection it used. */
function get(port: number, agent: http.Agent): Promise<{ status: number; keepAlive: string | undefined; clientPort: number | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      const clientPort = response.socket.localPort;
      response.resume();
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, keepAlive: response.headers['keep-alive']?.toString(), clientPort });
      });
    });
    request.on('error', reject);
  });
}

describe('listen', () => {
  let server: ServerType | undefined;
  const agent = new http.Agent({ keepAlive: true });
  afterEach(() => {
    agent.destroy();
    server?.close();
  });

  it('keeps an idle connection open past Node’s own 5 s (+1 s), so a pooled connection is not closed under a request', async () => {
    const port = await new Promise<number>((resolve) => {
      server = listen({ fetch: () => new Response('ok'), port: 0, host: '127.0.0.1', keepAliveTimeoutSeconds: 10 }, resolve);
    });
    const first = await get(port, agent);
    expect(first).toMatchObject({ status: 200, keepAlive: 'timeout=10' });
    // Node's default would close the connection after 6 s: the next request would need a new one.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    const second = await get(port, agent);
    expect(second.status).toBe(200);
    expect(second.clientPort, 'the second request reused the first one’s connection').toBe(first.clientPort);
  }, 15_000);
});
