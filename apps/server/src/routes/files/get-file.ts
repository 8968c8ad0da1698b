import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocalStorage, StorageNotFoundError } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { BusinessCode } from '@talkreel/contract';
import { failure } from '../../plugins/envelope.ts';
import { parseByteRange } from './parse-byte-range.ts';

const inlineContentTypes = /^(image\/(png|jpeg|webp|gif|bmp)|audio\/|video\/|application\/pdf)/;

/**
 * Serves local-disk files at `/files/<key>` behind an expiring signature, with
 * byte ranges for media players. Uploads are never served as something a
 * browser would run: fixed type, nosniff, a sandboxing CSP, and anything that
 * is not media is a download.
 */
export function registerGetFile(app: FastifyInstance, context: AppContext): void {
  const storage = context.runtime.storage;
  if (!(storage instanceof LocalStorage)) return;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'HEAD'],
    url: '/files/*',
    schema: {
      summary: 'A stored file (local disk storage), by signed URL',
      tags: ['files'],
      querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
    },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!storage.verifyReadUrl(key, request.query)) {
        return reply.status(403).send(failure(BusinessCode.forbidden, 'This file link is invalid or has expired'));
      }
      const info = await storage.stat(key);
      if (!info) return reply.status(404).send(failure(BusinessCode.notFound, 'No such file'));
      const row = await context.runtime.repositories.files.findByKey(key);
      const contentType = row?.content_type ?? info.contentType ?? 'application/octet-stream';
      reply
        .header('Content-Type', contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=3600')
        .header('Accept-Ranges', 'bytes');
      if (!inlineContentTypes.test(contentType)) {
        reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row?.original_name ?? 'download')}`);
      }
      const range = parseByteRange(request.headers.range, info.sizeBytes);
      if (range === 'unsatisfiable') {
        reply.removeHeader('Content-Disposition');
        return reply
          .status(416)
          .header('Content-Range', `bytes */${info.sizeBytes}`)
          .header('Content-Type', 'application/json; charset=utf-8')
          .send(failure(BusinessCode.rangeNotSatisfiable, `The requested byte range is outside the file (${info.sizeBytes} bytes).`));
      }
      try {
        if (range) {
          reply
            .status(206)
            .header('Content-Range', `bytes ${range.start}-${range.endInclusive}/${info.sizeBytes}`)
            .header('Content-Length', range.endInclusive - range.start + 1);
          return reply.send(request.method === 'HEAD' ? undefined : await storage.read(key, range));
        }
        reply.header('Content-Length', info.sizeBytes);
        return reply.send(request.method === 'HEAD' ? undefined : await storage.read(key));
      } catch (error) {
        // Gone between stat and read: drop the file's headers before answering with the envelope.
        for (const header of ['Content-Length', 'Content-Range', 'Content-Disposition']) reply.removeHeader(header);
        reply.header('Content-Type', 'application/json; charset=utf-8');
        if (error instanceof StorageNotFoundError) return reply.status(404).send(failure(BusinessCode.notFound, 'No such file'));
        throw error;
      }
    },
  });
}
