import { rm } from 'node:fs/promises';
import { finished, PassThrough, type Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { receiveToTempFile, UploadBodyError, UploadTooLargeError } from './receive-to-temp-file.ts';

/** The form's file, spooled to disk under the temp dir. */
export interface SpooledFile {
  tempPath: string;
  sizeBytes: number;
  fileName: string;
}

/** A multipart form read to its end. */
export interface ReceivedUploadForm {
  /** Text fields by name; the first value wins when a name repeats. */
  fields: Record<string, unknown>;
  /** The first file part; undefined when there was none or it passed its byte cap. */
  file: SpooledFile | undefined;
  /** The first file passed the byte cap it was read under; nothing of it was kept. */
  isFileTooLarge: boolean;
}

export interface ReceiveUploadFormOptions {
  tempDir: string;
  /**
   * The byte cap for the file, from the fields that came before it: a caller
   * that already knows the purpose stops an oversized file early, one that
   * does not yet know it passes the largest cap and checks again at the end.
   */
  maxFileBytes(fieldsBeforeFile: Record<string, unknown>): number;
}

/**
 * Reads the whole form before anything is judged, so its fields may come in
 * any order: the file is spooled to a temp file as it arrives and the fields
 * after it are still collected. A file over its cap is drained, not kept,
 * and the form is still read to its end so the caller can name the limit of
 * a purpose given after the file. A form the parser cannot read (cut short,
 * malformed) rejects with UploadBodyError; the parser's own limit errors keep
 * their status. On any rejection the temp file is gone.
 */
export async function receiveUploadForm(parts: AsyncIterable<Multipart>, options: ReceiveUploadFormOptions): Promise<ReceivedUploadForm> {
  const fields: Record<string, unknown> = {};
  let file: SpooledFile | undefined;
  let isFileTooLarge = false;
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (let next = await readNextPart(iterator); !next.done; next = await readNextPart(iterator)) {
      const part = next.value;
      if (part.type === 'field') {
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
        continue;
      }
      if (file || isFileTooLarge) {
        part.file.resume();
        continue;
      }
      const detached = detach(part.file);
      try {
        const received = await receiveToTempFile(detached, { tempDir: options.tempDir, maxBytes: options.maxFileBytes({ ...fields }) });
        file = { ...received, fileName: part.filename };
      } catch (error) {
        if (!(error instanceof UploadTooLargeError)) throw error;
        // Unpipe first: a later unpipe would pause the part again and stall the parser.
        part.file.unpipe(detached);
        part.file.resume();
        isFileTooLarge = true;
      }
    }
  } catch (error) {
    if (file) await rm(file.tempPath, { force: true });
    // The drained file also passes the parser's own cap, which it reports once the form has ended.
    if (isFileTooLarge && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return { fields, file: undefined, isFileTooLarge };
    throw error;
  }
  return { fields, file, isFileTooLarge };
}

/**
 * A stream fed by the part that can be torn down alone: refusing an
 * oversized file destroys what it was read through, and destroying the part
 * itself would stop the parser before the fields after it. The part's own
 * failure passes on, including one that happened before this was called (a
 * small form cut short is parsed, and its part destroyed, in one go).
 */
function detach(partStream: Readable): PassThrough {
  const detached = new PassThrough();
  finished(partStream, { writable: false }, (error) => {
    if (error) detached.destroy(error);
  });
  partStream.pipe(detached);
  return detached;
}

/**
 * The parser's next part. Busboy's own parse errors ("Unexpected end of
 * form", "Malformed part header", no boundary) carry no status and would read
 * as 500: they are the caller's broken body. @fastify/multipart's limit and
 * prototype errors carry a status and pass unchanged.
 */
async function readNextPart(iterator: AsyncIterator<Multipart>): Promise<IteratorResult<Multipart>> {
  try {
    return await iterator.next();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
    throw new UploadBodyError(error);
  }
}
