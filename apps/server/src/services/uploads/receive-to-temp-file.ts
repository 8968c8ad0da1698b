import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Upload exceeds ${maxBytes} bytes`);
    this.name = 'UploadTooLargeError';
  }
}

/**
 * The upload's own stream failed (a multipart body cut short or malformed,
 * "Unexpected end of form"), as opposed to our disk: the caller's input is at fault.
 */
export class UploadBodyError extends Error {
  constructor(cause: unknown) {
    super(`The upload body could not be read: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'UploadBodyError';
  }
}

/**
 * Streams an upload into a fresh temp file, stopping as soon as it passes
 * `maxBytes`. On any failure (too large, client abort) the temp file is gone.
 */
export async function receiveToTempFile(body: Readable, options: { tempDir: string; maxBytes: number }): Promise<{ tempPath: string; sizeBytes: number }> {
  const tempPath = path.join(options.tempDir, `upload-${randomUUID()}`);
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > options.maxBytes) callback(new UploadTooLargeError(options.maxBytes));
      else callback(null, chunk);
    },
  });
  // Busboy fails a part cut short in two steps: @fastify/multipart destroys the part with
  // "Unexpected end of multipart data", then busboy emits "Part terminated early…" on it, and
  // the pipeline rejects with the second, which `body.errored` never holds. So an error the
  // body emits counts as the body's too.
  let bodyError: unknown;
  const rememberBodyError = (error: unknown) => (bodyError ??= error);
  body.on('error', rememberBodyError);
  const file = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(body, counter, file);
    return { tempPath, sizeBytes };
  } catch (error) {
    // The pipeline can fail while the file is still being opened: the open then completes (creating
    // it) and the stream closes after. Removed before that, it would come back and stay.
    if (!file.closed) await once(file, 'close').catch(() => undefined);
    await rm(tempPath, { force: true });
    // Drain what the client still sends so the connection can answer.
    body.resume();
    // `errored` holds the stream's own error, even one raised before the pipeline started.
    const isBodyError = error !== undefined && !(error instanceof UploadTooLargeError) && (error === body.errored || error === bodyError);
    if (isBodyError && (error as { statusCode?: number }).statusCode === undefined) {
      throw new UploadBodyError(error);
    }
    throw error;
  } finally {
    body.off('error', rememberBodyError);
  }
}
