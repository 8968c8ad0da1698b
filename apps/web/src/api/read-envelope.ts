import type { z } from 'zod';
import { ApiError, CLIENT_FAILURE_CODE } from './api-error.ts';

interface RawResponse {
  httpStatus: number;
  bodyText: string;
}

function isEnvelope(value: unknown): value is { code: number; msg: string; data: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'number' && typeof candidate.msg === 'string' && 'data' in candidate;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a `{code, msg, data}` body (whatever the HTTP status) and returns
 * `data` checked against the contract's schema; anything else becomes an
 * ApiError carrying the server's `msg`, or a plain description of what came back.
 */
export function readEnvelope<Schema extends z.ZodType>(response: RawResponse, dataSchema: Schema): z.output<Schema> {
  const body = parseJson(response.bodyText);
  if (!isEnvelope(body)) {
    throw new ApiError(CLIENT_FAILURE_CODE, `Unexpected response from the server (HTTP ${response.httpStatus}).`);
  }
  if (body.code !== 0) throw new ApiError(body.code, body.msg);
  const parsed = dataSchema.safeParse(body.data);
  if (!parsed.success) {
    throw new ApiError(CLIENT_FAILURE_CODE, 'The server answered in a format this page does not understand.');
  }
  return parsed.data;
}
