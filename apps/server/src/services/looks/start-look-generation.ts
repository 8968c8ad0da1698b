import { randomUUID } from 'node:crypto';
import { BusinessCode, lookGenerationCreditCost, PLANS, PlanNameSchema, type GenerateLooksRequest } from '@talkreel/contract';
import { analyzeStoredPhoto } from '@talkreel/face';
import { generateLooksJob, type GenerateLooksPayload } from '@talkreel/jobs';
import { measureReferenceTraits, traitsOfDesign, type ReferenceTraits } from '@talkreel/looks';
import { readStoredBytes, type UserRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { coverKeyOf } from '../avatars/avatar-media.ts';
import { findOwnedFile } from '../uploads/find-owned-file.ts';
import { assertStoredImageWithinPixelCap } from '../uploads/image-pixel-cap.ts';
import { sampleFaceDesign, sampleFaceIndexOf } from './sample-faces.ts';

export const lookTrialsLeft = async (context: AppContext, user: UserRow): Promise<number> => {
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  if (plan.freeLookTrials === 0 || user.status === 'guest') return 0;
  return Math.max(0, plan.freeLookTrials - (await context.runtime.repositories.avatars.countFreeTrials(user.id)));
};

/**
 * Queues the wizard's four looks. A guest must sign in (4101). A Free plan
 * spends a free trial while it has one; otherwise a generation costs
 * `lookGenerationCreditCost`, and a user without it must pay (4101). Trials
 * and balance are counted under a lock on the user's row, so parallel
 * requests can never use more trials than the plan gives.
 */
export async function startLookGeneration(context: AppContext, user: UserRow, request: GenerateLooksRequest): Promise<string> {
  if (user.status === 'guest') throw new ApiError(BusinessCode.lookNotAllowed, 'Sign in to generate avatar looks');
  const { runtime } = context;
  const reference = await resolveReference(context, user, request);
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  return runtime.repositories.inTransaction(async ({ avatars }, trx) => {
    const balance = await avatars.lockUser(trx, user.id);
    const isFreeTrial = plan.freeLookTrials - (await avatars.countFreeTrials(user.id, trx)) > 0;
    if (!isFreeTrial && balance < lookGenerationCreditCost) {
      throw new ApiError(BusinessCode.lookNotAllowed, 'You have used your free looks: upgrade your plan or buy credits to generate more');
    }
    const payload: GenerateLooksPayload = {
      ownerId: user.id,
      style: request.preset_style,
      gender: request.gender,
      age: request.age ?? 'adult',
      ethnicity: request.origin ?? 'any',
      appearance: request.detail,
      background: request.background,
      aspectRatio: request.aspect_ratio,
      count: request.number_of_images,
      seed: Math.floor(Math.random() * 2 ** 31),
      reference: reference
        ? { ...reference.traits, skinRgb: [...reference.traits.skinRgb], hairRgb: reference.traits.hairRgb ? [...reference.traits.hairRgb] : null }
        : null,
      referencePhotoKey: reference?.photoKey ?? null,
      isFreeTrial,
    };
    return runtime.queue.enqueue(generateLooksJob, payload, {
      ownerId: user.id,
      transaction: trx,
      ...(isFreeTrial ? {} : { cost: { amount: lookGenerationCreditCost, reason: 'Avatar looks', idempotencyKey: `looks-${randomUUID()}` } }),
    });
  });
}

/**
 * The reference face: its traits (what the illustrator draws from) and, for
 * image services that take a picture, the stored picture. One of the user's
 * avatars, a sample face (drawn: services get its traits in words only), or
 * an uploaded photo (analysed once).
 */
async function resolveReference(
  context: AppContext,
  user: UserRow,
  request: GenerateLooksRequest,
): Promise<{ traits: ReferenceTraits; photoKey: string | null } | null> {
  const { runtime } = context;
  if (request.avatar_library_id) {
    const avatar = await runtime.repositories.avatars.findUsable(request.avatar_library_id, user.id);
    if (!avatar || avatar.is_public) throw ApiError.notFound('No such avatar of yours: choose another character');
    if (!avatar.design) throw ApiError.invalidInput('This avatar is a photo: upload the photo itself as the reference');
    return { traits: traitsOfDesign(avatar.design), photoKey: avatar.cover_file_id ? coverKeyOf(avatar) : null };
  }
  if (!request.base_photo_url) return null;
  const sample = sampleFaceIndexOf(request.base_photo_url);
  if (sample !== null) return { traits: traitsOfDesign(sampleFaceDesign(sample)), photoKey: null };
  const file = await findOwnedFile(runtime, user.id, request.base_photo_url);
  if (!['png', 'jpg'].includes(file.kind)) throw ApiError.invalidInput('Upload PNG, JPG file up to 5MB');
  // Before the face check and the image services decode it: a photo stored before the cap held at upload.
  await assertStoredImageWithinPixelCap(runtime, file);
  const analysis = await analyzeStoredPhoto(runtime, runtime.interactivePool, file);
  const blocking = analysis.problems.find((problem) => problem.blocking);
  if (blocking || !analysis.face)
    throw ApiError.invalidInput(blocking?.message ?? 'No face was found in the reference photo: upload a clear, front-facing photo of one person');
  return { traits: await measureReferenceTraits(await readStoredBytes(runtime.storage, file.storage_key), analysis), photoKey: file.storage_key };
}
