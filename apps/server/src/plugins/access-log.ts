import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Signed file and upload URLs are credentials until they expire: the access log keeps the path, not the signature. */
function redactSignature(url: string): string {
  return url.replace(/([?&]signature=)[^&]*/, '$1[redacted]');
}

/**
 * The access log: one info line per request, once it is answered, with the
 * request id (`reqId`), method, URL, status and time taken. Fastify's own
 * request logging (two lines, each serialising the request) is switched off.
 */
export const accessLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: redactSignature(request.url), statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
});
