import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generateLooksRoute,
  getLookFreeTrialsRoute,
  getLookTaskOutputsRoute,
  getLookTaskRoute,
  getPresetLookPromptRoute,
  listLookPromptsRoute,
  listSampleFacesRoute,
  LookPromptTypeSchema,
  type LookTask,
} from '@talkreel/contract';
import { GenerateLooksResultSchema } from '@talkreel/jobs';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { lookPromptCategories, randomPresetPrompt } from '../../services/looks/look-prompts.ts';
import { ensureSampleFace, listSampleFaces } from '../../services/looks/sample-faces.ts';
import { lookTrialsLeft, startLookGeneration } from '../../services/looks/start-look-generation.ts';
import { registerRoute } from '../register-route.ts';

const promptType = (params: Record<string, string>) => LookPromptTypeSchema.parse(params.type);

/** The look wizard's calls: generate, poll, free trials, prompts, sample faces. */
export function registerLookRoutes(app: FastifyInstance, context: AppContext): void {
  const { runtime } = context;
  const { avatars } = runtime.repositories;

  registerRoute(app, generateLooksRoute, async (request) => startLookGeneration(context, requireSessionUser(request), request.body));

  const readTask = async (ownerId: string, taskId: string): Promise<LookTask> => {
    const task = await avatars.findLookTask(ownerId, taskId);
    if (!task) throw ApiError.notFound('No such look task');
    const result = task.status === 'done' ? GenerateLooksResultSchema.safeParse(task.result) : null;
    const payload = task.payload as { aspectRatio?: number };
    return {
      unique_id: task.id,
      status: task.status === 'cancelled' ? 'cancelled' : task.status,
      progress: task.progress,
      stage: task.stage ?? task.status,
      output_url: result?.success ? await Promise.all(result.data.imageKeys.map((key) => runtime.storage.createReadUrl(key))) : [],
      aspect_ratio: payload.aspectRatio === 1 ? 1 : 0,
      engine: result?.success ? result.data.engine : 'embedded',
      note: result?.success ? (result.data.note ?? null) : null,
      error: task.status === 'failed' ? (task.error_message ?? 'The looks could not be made: please try again') : null,
    };
  };

  registerRoute(app, getLookTaskRoute, async (request) => readTask(requireSessionUser(request).id, request.query.unique_id));
  registerRoute(app, getLookTaskOutputsRoute, async (request) => ({
    output_url: (await readTask(requireSessionUser(request).id, request.body.unique_id)).output_url,
  }));
  registerRoute(app, getLookFreeTrialsRoute, async (request) => lookTrialsLeft(context, requireSessionUser(request)));
  registerRoute(app, listLookPromptsRoute, async (request) => ({ prompt_list: lookPromptCategories(promptType(request.params), request.query.lang) }));
  registerRoute(app, getPresetLookPromptRoute, async (request) => ({ prompt: randomPresetPrompt(promptType(request.params), request.query.gender) }));
  registerRoute(app, listSampleFacesRoute, async () => ({ list: listSampleFaces() }));

  // A sample face's picture for <img src> and as a reference url: drawn on first request, then a redirect to it.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/aigc/sample_faces/:number',
    schema: {
      summary: 'A sample face picture (drawn by the embedded engine)',
      tags: ['looks'],
      params: z.object({ number: z.coerce.number().int().min(1).max(6) }),
    },
    handler: async (request, reply) => {
      const key = await ensureSampleFace(context, request.params.number - 1);
      return reply.header('Cache-Control', 'private, max-age=3600').redirect(await runtime.storage.createReadUrl(key), 302);
    },
  });
}
