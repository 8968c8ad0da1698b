import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServerRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: IncomingMessage['headers'];
}

export interface TestServer {
  /** `http://127.0.0.1:port` (`http://[::1]:port` for an IPv6 listener). */
  origin: string;
  port: number;
  /** `127.0.0.1:port`: the entry for the safe fetcher's `allowHosts`. */
  hostAndPort: string;
  /** TCP connections accepted so far, whether or not a request followed. */
  readonly connectionCount: number;
  readonly requests: readonly TestServerRequest[];
  close(): Promise<void>;
}

export type TestServerHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * A local HTTP server on a random port that records every connection and
 * request: the way tests show that a refused fetch never reached it.
 */
export async function startTestServer(handler: TestServerHandler, listenOn: { host?: '127.0.0.1' | '::1'; port?: number } = {}): Promise<TestServer> {
  const host = listenOn.host ?? '127.0.0.1';
  const requests: TestServerRequest[] = [];
  let connectionCount = 0;
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    Promise.resolve(handler(request, response)).catch((error: unknown) => response.destroy(error as Error));
  });
  server.on('connection', () => connectionCount++);
  server.listen(listenOn.port ?? 0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const hostAndPort = host === '::1' ? `[::1]:${port}` : `${host}:${port}`;
  return {
    origin: `http://${hostAndPort}`,
    port,
    hostAndPort,
    get connectionCount() {
      return connectionCount;
    },
    requests,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
