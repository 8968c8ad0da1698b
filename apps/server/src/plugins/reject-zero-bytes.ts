import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error.ts';

/** What the caller reads when any text it sent holds U+0000. */
export const ZERO_BYTE_MESSAGE = 'Text in the request contains a zero byte (U+0000), which no field, name or address may hold: remove it and try again.';

/**
 * Whether a parsed value (a string, or any depth of arrays and objects,
 * keys included) holds a zero byte. PostgreSQL refuses U+0000 in text and
 * jsonb, so such a value must never reach a query.
 */
export function containsZeroByte(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, entry] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/**
 * Refuses a zero byte once, for every route: in the raw URL (path and query,
 * encoded as `%00`) before routing, and in the parsed body before validation.
 * Multipart file names are checked where the file is read (upload-file.ts).
 */
export const rejectZeroBytesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (/%00|\u0000/i.test(request.url)) throw ApiError.invalidInput(ZERO_BYTE_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (containsZeroByte(request.body) || containsZeroByte(request.query) || containsZeroByte(request.params)) {
      throw ApiError.invalidInput(ZERO_BYTE_MESSAGE);
    }
  });
});
