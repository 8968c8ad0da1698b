import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createAvatarFromLookRoute } from '@talkreel/contract';
import { parseLookDesign } from '@talkreel/looks';
import { AvatarRepository, VoiceRepository } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { ensureCovers, ensureWelcomeClip, toDigitalPersons } from '../../services/avatars/avatar-media.ts';
import { registerRoute } from '../register-route.ts';

/**
 * One of a finished look task's pictures becomes the caller's avatar: a
 * digital person with the look's design, covers, the default voice of its
 * gender and a welcome clip that starts rendering now.
 */
export function registerCreateAvatarFromLook(app: FastifyInstance, context: AppContext): void {
  const { db } = context.runtime.database;
  const avatars = new AvatarRepository(db);
  registerRoute(app, createAvatarFromLookRoute, async (request) => {
    const user = requireSessionUser(request);
    const task = await avatars.findLookTask(user.id, request.body.unique_id);
    if (!task) throw ApiError.notFound('No such look task');
    if (task.status !== 'done') throw ApiError.invalidInput('The looks are not ready yet: wait until the four pictures show');
    const look = await avatars.findLook(user.id, request.body.unique_id, request.body.output_index);
    if (!look) throw ApiError.notFound('No such look in this task');
    if (!look.design) throw ApiError.invalidInput('This look has no drawing to animate');
    const design = parseLookDesign(look.design);
    const voice = await new VoiceRepository(db).findFirst(design.gender, 'english');
    if (!voice) throw ApiError.notFound(`No ${design.gender} voice to give the avatar`);
    const count = (await avatars.listOwned(user.id)).length;
    const name = request.body.name ?? `My avatar ${count + 1}`;
    const person = await avatars.createOwned({
      id: randomUUID(),
      owner_id: user.id,
      name,
      gender: design.gender,
      age: design.age,
      ethnicity: design.ethnicity,
      theme: null,
      aspect_ratio: look.aspect_ratio,
      kind: 'illustrated',
      design: look.design,
      look_id: look.id,
      voice_id: voice.id,
      welcome_line: `Hi, I'm ${name}. Give me a script and I'll bring it to life.`,
    });
    await ensureCovers(context, person);
    await ensureWelcomeClip(context, person);
    return (await toDigitalPersons(context, [person]))[0]!;
  });
}
