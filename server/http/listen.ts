/**
 * The HTTP server the API and the PWA are served from, with the connection timeouts a deployment
 * behind a proxy needs (docs/deploy.md).
 *
 * Node closes a keep-alive connection 5 s (+ a 1 s buffer) after its last answer. A client that pools
 * connections without reading the `Keep-Alive: timeout=…` hint (a proxy's upstream pool, Node's own
 * agent) may send its next request on a connection at the moment the server closes it, and gets a
 * reset (the proxy answers 502). The server's timeout must therefore be longer than the pool's idle
 * timeout: KEEP_ALIVE_TIMEOUT_SECONDS, 65 s by default, longer than the 60 s of nginx and the common
 * load balancers.
 */
import { serve, type ServerType } from '@hono/node-server';

interface ListenOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  host: string;
  keepAliveTimeoutSeconds: number;
}

export function listen(options: ListenOptions, onListening: (port: number) => void): ServerType {
  const serverOptions = { keepAliveTimeout: options.keepAliveTimeoutSeconds * 1000 };
  return serve({ fetch: options.fetch, port: options.port, hostname: options.host, serverOptions }, (info) => {
    onListening(info.port);
  });
}
