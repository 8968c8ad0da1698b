import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this a compressed body saves less than its headers cost. */
const minCompressedBytes = 1024;
/**
 * Brotli 5: pages are rendered per request, and 5 gives most of 11's saving
 * (a 170 KB page to about 25 KB) in a few milliseconds.
 */
const brotliQuality = 5;

/** The encoding to answer with: Brotli when the client takes it, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/u.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends a text body (HTML, CSS, XML) compressed as the request accepts, with
 * `Vary: Accept-Encoding` (after any Vary the caller set) so caches keep one
 * copy per encoding. The reply's status, type and other headers are set by
 * the caller.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const bytes = Buffer.from(body, 'utf8');
  const encoding = bytes.length >= minCompressedBytes ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(bytes);
  const compressed =
    encoding === 'br'
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : await gzipAsync(bytes);
  return reply.header('content-encoding', encoding).send(compressed);
}
