import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One object as the fake keeps it. */
export interface FakeS3Object {
  bytes: Buffer;
  contentType: string | undefined;
}

/** A running fake S3 service; test support only. */
export interface FakeS3Server {
  /** `http://127.0.0.1:<port>`, for S3Storage's `endpoint` with `forcePathStyle: true`. */
  endpoint: string;
  /** Buckets by name, each mapping full object keys (prefix included) to objects; tests may read it directly. */
  buckets: Map<string, Map<string, FakeS3Object>>;
  close(): Promise<void>;
}

/**
 * A small path-style S3 service on 127.0.0.1 for tests: PUT, GET (with
 * Range), HEAD and DELETE of objects, HEAD of buckets. It does not check
 * signatures but refuses requests that carry none (no `authorization` header
 * and no `X-Amz-Signature` query parameter), so an unsigned URL fails as it
 * would against real S3. PUT bodies in aws-chunked framing are decoded.
 */
export async function startFakeS3Server(options: { buckets: readonly string[] }): Promise<FakeS3Server> {
  const buckets = new Map(options.buckets.map((name) => [name, new Map<string, FakeS3Object>()]));
  const server = createServer((request, response) => {
    handleRequest(buckets, request, response).catch((error: unknown) => {
      sendError(response, 500, 'InternalError', error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    buckets,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function handleRequest(buckets: Map<string, Map<string, FakeS3Object>>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://fake-s3.invalid');
  const body = await readBody(request);
  if (request.headers.authorization === undefined && !url.searchParams.has('X-Amz-Signature')) {
    return sendError(response, 403, 'AccessDenied', 'Request is not signed');
  }
  const [bucketName = '', ...keySegments] = url.pathname.slice(1).split('/');
  const bucket = buckets.get(decodeURIComponent(bucketName));
  const key = keySegments.map(decodeURIComponent).join('/');
  if (!bucket) return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', request.method === 'HEAD');

  if (key === '') {
    if (request.method === 'HEAD') return void response.writeHead(200).end();
    return sendError(response, 501, 'NotImplemented', `Fake S3 does not implement ${request.method} on a bucket`);
  }

  switch (request.method) {
    case 'PUT': {
      const bytes = isAwsChunked(request) ? decodeAwsChunked(body) : body;
      const declaredBytes = request.headers['x-amz-decoded-content-length'];
      if (declaredBytes !== undefined && Number(declaredBytes) !== bytes.length) {
        return sendError(response, 400, 'IncompleteBody', 'Decoded length does not match x-amz-decoded-content-length');
      }
      bucket.set(key, { bytes, contentType: request.headers['content-type'] });
      response.writeHead(200, { ETag: etagOf(bytes) }).end();
      return;
    }
    case 'GET':
    case 'HEAD': {
      const object = bucket.get(key);
      const isHead = request.method === 'HEAD';
      if (!object) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', isHead);
      const sizeBytes = object.bytes.length;
      const headers: Record<string, string> = {
        'Accept-Ranges': 'bytes',
        ETag: etagOf(object.bytes),
        'Last-Modified': new Date(0).toUTCString(),
        ...(object.contentType === undefined ? {} : { 'Content-Type': object.contentType }),
      };
      const rangeHeader = request.headers.range;
      if (rangeHeader !== undefined && !isHead) {
        const range = parseRange(rangeHeader, sizeBytes);
        if (!range) return sendError(response, 416, 'InvalidRange', 'The requested range is not satisfiable');
        const slice = object.bytes.subarray(range.start, range.endInclusive + 1);
        response.writeHead(206, {
          ...headers,
          'Content-Length': String(slice.length),
          'Content-Range': `bytes ${range.start}-${range.endInclusive}/${sizeBytes}`,
        });
        response.end(slice);
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Length': String(sizeBytes) });
      response.end(isHead ? undefined : object.bytes);
      return;
    }
    case 'DELETE':
      bucket.delete(key);
      response.writeHead(204).end();
      return;
    default:
      return sendError(response, 405, 'MethodNotAllowed', `Fake S3 does not implement ${request.method}`);
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function isAwsChunked(request: IncomingMessage): boolean {
  const encoding = request.headers['content-encoding'] ?? '';
  const payloadHash = request.headers['x-amz-content-sha256'] ?? '';
  return encoding.split(',').some((part) => part.trim() === 'aws-chunked') || String(payloadHash).startsWith('STREAMING-');
}

/**
 * aws-chunked framing: `<hex size>[;chunk-signature=...]\r\n<bytes>\r\n`,
 * repeated, ending with a zero-size chunk and optional trailer lines
 * (`x-amz-checksum-crc32:...`) and a blank line.
 */
export function decodeAwsChunked(framed: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = framed.indexOf('\r\n', offset);
    if (lineEnd < 0) throw new Error('aws-chunked body ends inside a chunk header');
    const sizeText = framed.subarray(offset, lineEnd).toString('latin1').split(';')[0]?.trim() ?? '';
    if (!/^[0-9a-fA-F]+$/.test(sizeText)) throw new Error(`aws-chunked chunk size ${JSON.stringify(sizeText)} is not hex`);
    const sizeBytes = Number.parseInt(sizeText, 16);
    const dataStart = lineEnd + 2;
    if (sizeBytes === 0) return Buffer.concat(parts);
    const dataEnd = dataStart + sizeBytes;
    if (framed.subarray(dataEnd, dataEnd + 2).toString('latin1') !== '\r\n') {
      throw new Error('aws-chunked chunk is not followed by CRLF');
    }
    parts.push(framed.subarray(dataStart, dataEnd));
    offset = dataEnd + 2;
  }
}

/** `bytes=a-b`, `bytes=a-` and `bytes=-n`; undefined when unsatisfiable. End is clipped to the object like S3 does. */
function parseRange(header: string, sizeBytes: number): { start: number; endInclusive: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, startText = '', endText = ''] = match;
  if (startText === '') {
    const suffixBytes = Number(endText);
    if (suffixBytes === 0 || sizeBytes === 0) return undefined;
    return { start: Math.max(0, sizeBytes - suffixBytes), endInclusive: sizeBytes - 1 };
  }
  const start = Number(startText);
  const endInclusive = endText === '' ? sizeBytes - 1 : Math.min(Number(endText), sizeBytes - 1);
  if (start >= sizeBytes || endInclusive < start) return undefined;
  return { start, endInclusive };
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}

function sendError(response: ServerResponse, statusCode: number, code: string, message: string, isHead = false): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (isHead) {
    response.writeHead(statusCode).end();
    return;
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  response.writeHead(statusCode, { 'Content-Type': 'application/xml', 'Content-Length': String(Buffer.byteLength(xml)) });
  response.end(xml);
}
