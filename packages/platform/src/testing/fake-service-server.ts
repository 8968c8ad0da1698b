import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake service received it, for tests to assert on. */
export interface RecordedRequest {
  method: string;
  /** The path without its query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A fake HTTP service on 127.0.0.1 with a random port; test support only. */
export interface FakeServiceServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request so far, in the order they were received. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Answers one recorded request; what it throws becomes a 500 with the error's text. */
export type FakeServiceHandler = (request: RecordedRequest, response: ServerResponse) => unknown;

/**
 * Starts an HTTP server that records every request (its whole body read
 * first) and answers it with `handler`: the one base of the engine
 * adapters' fakes (speech, lip-sync and image services), each of which
 * speaks its service's protocol on top.
 */
export async function startFakeServiceServer(handler: FakeServiceHandler): Promise<FakeServiceServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
      const request = { method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: incoming.headers, body: Buffer.concat(chunks) };
      requests.push(request);
      Promise.resolve(handler(request, response)).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { message: String(error) });
      });
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

/** Answers JSON with `status`; nothing when the client already hung up (a cancelled job's poll). */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** Answers 200 with a file's bytes (audio, video, an image) and its length. */
export function sendBytes(response: ServerResponse, contentType: string, bytes: Uint8Array, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': contentType, 'content-length': String(bytes.length), ...headers }).end(bytes);
}

/** Parses a multipart/form-data body the way a real server does (undici's parser), or undefined when it is not one. */
export async function readMultipartForm(request: RecordedRequest): Promise<FormData | undefined> {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return undefined;
  return new Request('http://fake.invalid', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(request.body) })
    .formData()
    .catch(() => undefined);
}
