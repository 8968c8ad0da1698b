import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { isSiteVideoRenderingOn, SiteVideoLibrary } from '../../services/site-videos/site-video-library.ts';
import { parseByteRange } from './site-video-range.ts';

/**
 * The address stays the same when a recipe changes (pages name videos, not
 * keys), so caches keep a file a day and revalidate it by its ETag (the cache
 * key) rather than forever.
 */
const videoCacheControl = 'public, max-age=86400';
/** How long a browser or crawler should wait before asking again for a video that is still rendering. */
const retryAfterSeconds = 60;
const fileNamePattern = /^([a-z0-9][a-z0-9-]{0,63})\.(mp4|jpg)$/u;
const contentTypes = { mp4: 'video/mp4', jpg: 'image/jpeg' } as const;
const hide = { schema: { hide: true } };

type FileRequest = FastifyRequest<{ Params: { '*'?: string } }>;

function sendText(reply: FastifyReply, status: number, text: string) {
  return reply.status(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);
}

/**
 * `/site/videos/<name>.mp4` and `<name>.jpg`: the site videos Talkreel renders
 * from `content/site/videos` (and their posters), served from storage under
 * their cache keys, with Range requests (206) for seeking and Safari, ETags,
 * HEAD, 404 for anything that is not a site video's file (or is one this
 * server cannot make: a translation without a way between its languages
 * here) and 503 with Retry-After while it renders. With rendering on
 * (SITE_VIDEOS), the missing videos are queued once the app is ready. Hidden
 * from the OpenAPI document.
 */
export function registerSiteVideos(app: FastifyInstance, context: AppContext, library = new SiteVideoLibrary(context)): void {
  if (isSiteVideoRenderingOn(context.runtime.config)) {
    app.addHook('onReady', async () => {
      // Queueing must not hold the server's start: it runs beside the first requests.
      void library.start().catch((error: unknown) => context.runtime.logger.error({ err: error }, 'site videos: could not queue their renders'));
    });
  }
  app.addHook('onClose', async () => library.stop());

  // A wildcard, not a parameter: the name is matched here in full, whatever its length or encoded slashes, and never joined into a path.
  // HEAD is declared, not left to Fastify's automatic one, which would answer a content-length of 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/site/videos/*',
    ...hide,
    handler: async (request: FileRequest, reply) => {
      const match = fileNamePattern.exec(request.params['*'] ?? '');
      const [, name = '', extension = 'mp4'] = match ?? [];
      if (match && (await library.findUnmade()).has(name)) return sendText(reply, 404, 'This video cannot be made on this server');
      if (!match || !(await library.resolveAll()).has(name)) return sendText(reply, 404, 'No such video');
      const ready = await library.findReady(name);
      if (!ready) return sendText(reply.header('retry-after', String(retryAfterSeconds)), 503, 'This video is still being rendered: try again in a minute');
      const key = extension === 'mp4' ? ready.videoKey : ready.posterKey;
      const stat = await context.runtime.storage.stat(key);
      if (!stat) return sendText(reply.header('retry-after', String(retryAfterSeconds)), 503, 'This video is still being stored: try again in a minute');
      const etag = `"${ready.cacheKey}-${extension}"`;
      reply
        .type(contentTypes[extension as keyof typeof contentTypes])
        .header('cache-control', videoCacheControl)
        .header('etag', etag)
        .header('accept-ranges', 'bytes');
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === etag)) return reply.status(304).send();
      // If-Range with another version's tag: the client's part is stale, so it gets the whole file.
      const ifRange = request.headers['if-range'];
      const range = ifRange && ifRange !== etag ? undefined : parseByteRange(request.headers.range, stat.sizeBytes);
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${stat.sizeBytes}`).send();
      const isHead = request.method === 'HEAD';
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.endInclusive}/${stat.sizeBytes}`)
          .header('content-length', String(range.endInclusive - range.start + 1));
        return isHead ? reply.send() : reply.send(await context.runtime.storage.read(key, range));
      }
      reply.header('content-length', String(stat.sizeBytes));
      return isHead ? reply.send() : reply.send(await context.runtime.storage.read(key));
    },
  });
}
