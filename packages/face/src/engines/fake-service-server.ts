import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake service received it, for tests to assert on. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A fake service on 127.0.0.1 with a random port; test support only. */
export interface FakeServiceServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts an HTTP server that records every request and answers it with `handler`. */
export async function startFakeServiceServer(
  handler: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>,
): Promise<FakeServiceServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
      const request = { method: incoming.method ?? 'GET', path: url.pathname, headers: incoming.headers, body: Buffer.concat(chunks) };
      requests.push(request);
      Promise.resolve(handler(request, response)).catch((error: unknown) => sendJson(response, 500, { detail: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export function sendVideo(response: ServerResponse, bytes: Uint8Array): void {
  response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(bytes.length) }).end(bytes);
}
