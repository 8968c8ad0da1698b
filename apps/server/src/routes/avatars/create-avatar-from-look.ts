import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { avatarCreditCost, createAvatarFromLookRoute } from '@talkreel/contract';
import { analyzeStoredPhoto } from '@talkreel/face';
import { GenerateLooksPayloadSchema } from '@talkreel/jobs';
import { parseLookDesign } from '@talkreel/looks';
import { InsufficientCreditsError, readStoredBytes, type DigitalPersonRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { ensureCovers, ensureWelcomeClip, storePhotoCovers, toDigitalPersons } from '../../services/avatars/avatar-media.ts';
import { registerRoute } from '../register-route.ts';

/**
 * One of a finished look task's pictures becomes the caller's avatar: a
 * digital person with the look's design (or, for a photograph from an image
 * service, the photo, which talks like a talking photo), covers, the default
 * voice of its gender and a welcome clip that starts rendering now. It costs
 * `avatarCreditCost`, checked before any work and debited with the clip's
 * render (refunded if that fails); an avatar whose debit is refused in a race
 * is removed again.
 */
export function registerCreateAvatarFromLook(app: FastifyInstance, context: AppContext): void {
  const { avatars, voices } = context.runtime.repositories;
  registerRoute(app, createAvatarFromLookRoute, async (request) => {
    const user = requireSessionUser(request);
    if (user.credit < avatarCreditCost) throw new InsufficientCreditsError(user.credit, avatarCreditCost);
    const task = await avatars.findLookTask(user.id, request.body.unique_id);
    if (!task) throw ApiError.notFound('No such look task');
    if (task.status !== 'done') throw ApiError.invalidInput('The looks are not ready yet: wait until the four pictures show');
    const look = await avatars.findLook(user.id, request.body.unique_id, request.body.output_index);
    if (!look) throw ApiError.notFound('No such look in this task');
    const count = (await avatars.listOwned(user.id)).length;
    const name = request.body.name ?? `My avatar ${count + 1}`;
    const welcomeLine = `Hi, I'm ${name}. Give me a script and I'll bring it to life.`;
    if (!look.design) {
      // A photograph from an image service: it talks like a talking photo, so it needs a face the face engine finds.
      const payload = GenerateLooksPayloadSchema.safeParse(task.payload);
      const traits = payload.success ? payload.data : { gender: 'female' as const, age: 'adult' as const, ethnicity: 'any' as const };
      const analysis = await analyzeStoredPhoto(context.runtime, context.runtime.interactivePool, { id: look.file_id, storage_key: look.storage_key });
      const blocking = analysis.problems.find((problem) => problem.blocking);
      if (blocking || !analysis.face) throw ApiError.invalidInput(blocking?.message ?? 'No face was found in this look: choose another picture to make talk');
      const voice = await voices.findFirst(traits.gender, 'english');
      if (!voice) throw ApiError.notFound(`No ${traits.gender} voice to give the avatar`);
      const person = await avatars.createOwned({
        id: randomUUID(),
        owner_id: user.id,
        name,
        gender: traits.gender,
        age: traits.age,
        ethnicity: traits.ethnicity,
        theme: null,
        aspect_ratio: look.aspect_ratio,
        kind: 'photo',
        design: null,
        look_id: look.id,
        voice_id: voice.id,
        welcome_line: welcomeLine,
      });
      await storePhotoCovers(context, person, await readStoredBytes(context.runtime.storage, look.storage_key), analysis.face.box);
      await startPaidWelcomeClip(context, person);
      return (await toDigitalPersons(context, [person]))[0]!;
    }
    const design = parseLookDesign(look.design);
    const voice = await voices.findFirst(design.gender, 'english');
    if (!voice) throw ApiError.notFound(`No ${design.gender} voice to give the avatar`);
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
      welcome_line: welcomeLine,
    });
    await ensureCovers(context, person);
    await startPaidWelcomeClip(context, person);
    return (await toDigitalPersons(context, [person]))[0]!;
  });
}

async function startPaidWelcomeClip(context: AppContext, person: DigitalPersonRow): Promise<void> {
  try {
    await ensureWelcomeClip(context, person, { amount: avatarCreditCost, reason: 'Avatar', idempotencyKey: `avatar-${person.id}` });
  } catch (error) {
    // Nothing was paid: the avatar does not stay.
    await context.runtime.repositories.avatars.deleteOwned(person.owner_id, person.id);
    throw error;
  }
}
