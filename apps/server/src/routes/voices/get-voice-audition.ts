import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ensurePublicPreview } from '../../services/voices/ensure-public-preview.ts';

/**
 * A public voice's preview audio, for <audio src>: no token needed (the
 * library is public). Synthesised on the first request, then a redirect to
 * the cached file.
 */
export function registerGetVoiceAudition(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/timbre/audition/:voiceId',
    schema: {
      summary: "A public voice's preview (redirects to the cached audio)",
      tags: ['voices'],
      params: z.object({ voiceId: z.string().min(1).max(120) }),
    },
    handler: async (request, reply) => {
      const key = await ensurePublicPreview(context, request.params.voiceId);
      return reply.header('Cache-Control', 'private, max-age=3600').redirect(await context.runtime.storage.createReadUrl(key), 302);
    },
  });
}
