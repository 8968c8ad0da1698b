import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { SourceError } from './fetch-types.ts';

/** What the fetcher asks servers for; `readResponseBody` decodes exactly these. */
export const acceptedContentEncodings = 'gzip, deflate, br';

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function createTooLargeError(maxBytes: number): SourceError {
  return new SourceError('too_large', `This page is larger than ${formatMegabytes(maxBytes)} and cannot be fetched.`);
}

/**
 * The response body, decompressed, refused (`too_large`) as soon as it grows
 * past `maxBytes`, whether the Content-Length says so or the bytes do. The
 * cap counts decompressed bytes, so a few kilobytes of gzip that inflate to
 * gigabytes stop at the cap. On a refusal the caller destroys the response, so
 * the rest is never downloaded. With `cutAtMaxBytes` the first `maxBytes`
 * are answered instead of a refusal, and the rest is not read.
 */
export async function readResponseBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  options: { cutAtMaxBytes?: boolean } = {},
): Promise<Buffer> {
  const declaredBytes = Number(response.headers['content-length']);
  if (!options.cutAtMaxBytes && Number.isFinite(declaredBytes) && declaredBytes > maxBytes) throw createTooLargeError(maxBytes);
  const decoder = createDecoder(response.headers['content-encoding']);
  const chunks: Buffer[] = [];
  let receivedBytes = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      receivedBytes += chunk.byteLength;
      if (receivedBytes > maxBytes && options.cutAtMaxBytes) {
        chunks.push(chunk.subarray(0, chunk.byteLength - (receivedBytes - maxBytes)));
        // Ends the pipeline: the caller asked for no more.
        throw new Error('body cut at maxBytes');
      }
      if (receivedBytes > maxBytes) throw createTooLargeError(maxBytes);
      chunks.push(chunk);
    }
  };
  try {
    if (decoder) await pipeline(response, decoder, collect, { signal });
    else await pipeline(response, collect, { signal });
  } catch (error) {
    // pipeline may report the teardown (an AbortError) instead of the sink's own error.
    if (receivedBytes > maxBytes && options.cutAtMaxBytes) return Buffer.concat(chunks);
    if (receivedBytes > maxBytes) throw createTooLargeError(maxBytes);
    throw error;
  }
  return Buffer.concat(chunks);
}

function createDecoder(contentEncoding: string | undefined): Transform | undefined {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  switch (encoding) {
    case '':
    case 'identity':
      return undefined;
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      throw new SourceError('unsupported_content', 'This page was sent compressed in a way we cannot read.');
  }
}
