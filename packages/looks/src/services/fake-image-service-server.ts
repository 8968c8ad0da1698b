import { createCanvas } from '@napi-rs/canvas';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake image service received it, for tests to assert on. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A fake service on 127.0.0.1 with a random port; test support only. */
export interface FakeImageServiceServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type FakeHandler = (request: RecordedRequest, response: ServerResponse) => unknown;

/** Starts an HTTP server that records every request and answers it with `handler`. */
export async function startFakeImageServiceServer(handler: FakeHandler): Promise<FakeImageServiceServer> {
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

/** Parses a multipart/form-data body the way a real server does (undici's parser), or undefined when it is not one. */
export async function readMultipartForm(request: RecordedRequest): Promise<FormData | undefined> {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return undefined;
  return new Request('http://fake.invalid', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(request.body) })
    .formData()
    .catch(() => undefined);
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export function sendImage(response: ServerResponse, bytes: Uint8Array, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(bytes.length), ...headers }).end(bytes);
}

/** sRGB 0–255. */
export type Rgb = readonly [number, number, number];

/** The colour of the bands a fake paints along every edge: a crop that removes them shows as its absence. */
export const edgeBandRgb: Rgb = [255, 0, 255];

/**
 * A service-like picture for the fakes: `rgb` with a magenta band along
 * each edge, 5% of that side's length thick. Cover-cropping 1024x1536 to
 * 9:16 cuts 7.8% off the left and right, so those bands vanish while the
 * top and bottom ones stay: what the tests measure.
 */
export async function paintServiceImage(widthPx: number, heightPx: number, rgb: Rgb): Promise<Uint8Array> {
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  context.fillStyle = `rgb(${edgeBandRgb.join(',')})`;
  context.fillRect(0, 0, widthPx, heightPx);
  const bandXPx = Math.round(widthPx * 0.05);
  const bandYPx = Math.round(heightPx * 0.05);
  context.fillStyle = `rgb(${rgb.join(',')})`;
  context.fillRect(bandXPx, bandYPx, widthPx - 2 * bandXPx, heightPx - 2 * bandYPx);
  return new Uint8Array(await canvas.encode('png'));
}

/** A colour from a text (prompt, seed), so a test can tell which request an image answered. */
export function colourOf(text: string): Rgb {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619) >>> 0;
  // Kept between 40 and 200 per channel: far from the magenta bands and from black.
  return [40 + (hash % 160), 40 + ((hash >>> 8) % 160), 40 + ((hash >>> 16) % 160)];
}
