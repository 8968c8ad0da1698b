import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BusinessCode, httpStatusForCode, type BusinessCodeValue } from '@talkreel/contract';
import { ApiError } from './api-error.ts';

/** The longest request target (path and query) served, in characters; Node's header limit (32 KB, build-app.ts) stops the rest. */
export const MAX_URL_CHARS = 16 * 1024;

/**
 * Refuses a URL longer than `MAX_URL_CHARS` before routing, so that a proxy
 * with a larger header limit cannot push megabyte paths through the router.
 */
export const requestEdgesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_CHARS) {
      throw new ApiError(BusinessCode.urlTooLong, `The address is too long: at most ${MAX_URL_CHARS} characters.`);
    }
  });
});

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request
 * (a malformed Content-Length, oversized headers) with the envelope, instead
 * of Fastify's default `{error, message, statusCode}`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let code: BusinessCodeValue = BusinessCode.invalidInput;
  let msg = 'The request is malformed: check its headers (Content-Length, Transfer-Encoding) and try again.';
  let statusText = 'Bad Request';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    code = BusinessCode.headersTooLarge;
    msg = 'The address or the headers of the request are too long: at most 32 KB in all.';
    statusText = 'Request Header Fields Too Large';
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    msg = 'The request took too long to arrive.';
  }
  const body = JSON.stringify({ code, msg, data: null });
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : httpStatusForCode(code);
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') statusText = 'Request Timeout';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
