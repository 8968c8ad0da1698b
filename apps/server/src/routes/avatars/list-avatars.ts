import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDigitalPersonsRoute, listLibraryAvatarsRoute, listPublicAvatarsRoute, queueWelcomeClipRoute } from '@talkreel/contract';
import { type DigitalPersonFilter } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { circleCoverKeyOf, coverKeyOf, ensureCovers, ensureWelcomeClip, toDigitalPersons } from '../../services/avatars/avatar-media.ts';
import { registerRoute } from '../register-route.ts';

function filterOf(query: {
  theme?: string | undefined;
  age?: string | undefined;
  gender?: string | undefined;
  ethnicity?: string | undefined;
  aspect_ratio?: number | undefined;
}): DigitalPersonFilter {
  return { theme: query.theme, age: query.age, gender: query.gender, ethnicity: query.ethnicity, aspectRatio: query.aspect_ratio };
}

export function registerListAvatars(app: FastifyInstance, context: AppContext): void {
  const { avatars } = context.runtime.repositories;

  registerRoute(app, listPublicAvatarsRoute, async (request) => {
    const { page, page_size: pageSize } = request.query;
    const filter = filterOf(request.query);
    const rows = await avatars.listPublic(filter, { offset: (page - 1) * pageSize, limit: pageSize });
    const total = await avatars.countPublic(filter);
    const digital_persons = await toDigitalPersons(context, rows);
    return { digital_persons, total, has_more: page * pageSize < total };
  });

  registerRoute(app, listDigitalPersonsRoute, async (request) => {
    const user = requireSessionUser(request);
    const filter = filterOf(request.query);
    const rows = [...(await avatars.listOwned(user.id, filter)), ...(await avatars.listPublic(filter, { offset: 0, limit: 1000 }))];
    const digital_persons = await toDigitalPersons(context, rows);
    return { digital_persons };
  });

  // Clips are made when someone is about to watch one (the home tool's player), not for every avatar a list shows.
  registerRoute(app, queueWelcomeClipRoute, async (request) => {
    const person = await avatars.findUsable(request.body.id, requireSessionUser(request).id);
    if (!person) throw ApiError.notFound('No such avatar');
    await ensureWelcomeClip(context, person);
    // Read again: a parallel request may have queued the clip that this one did not.
    return (await toDigitalPersons(context, [(await avatars.findUsable(person.id, person.owner_id)) ?? person]))[0]!;
  });

  registerRoute(app, listLibraryAvatarsRoute, async (request) => {
    const user = requireSessionUser(request);
    const { page, page_size: pageSize } = request.query;
    const rows = await avatars.listOwned(user.id);
    const people = await toDigitalPersons(context, rows.slice((page - 1) * pageSize, page * pageSize));
    return {
      data: people.map((person) => ({ id: person.id, name: person.name, cover_url: person.cover_url, motion_count: 1, original_photo: person.cover_url })),
      total: rows.length,
    };
  });

  // An avatar's cover for <img src> (no token: library avatars are public, a user avatar's id is an unguessable uuid):
  // drawn on the first request, then a redirect to the stored picture.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/avatar_library/cover/:id',
    schema: {
      summary: "An avatar's cover (or, with circle=1, its circle cover): drawn on first request, then a redirect to the stored picture",
      tags: ['avatars'],
      params: z.object({
        id: z
          .string()
          .min(1)
          .max(64)
          .regex(/^[A-Za-z0-9-]+$/u, 'The avatar id is not valid.'),
      }),
      querystring: z.object({ circle: z.enum(['0', '1']).optional() }),
    },
    handler: async (request, reply) => {
      const person = await avatars.findAny(request.params.id);
      if (!person) throw ApiError.notFound('No such avatar');
      await ensureCovers(context, person);
      const key = request.query.circle === '1' ? circleCoverKeyOf(person.id) : coverKeyOf(person);
      return reply.header('Cache-Control', 'private, max-age=3600').redirect(await context.runtime.storage.createReadUrl(key), 302);
    },
  });
}
