import type { FastifyInstance } from 'fastify';
import { checkTalkingPhotoRoute, detectPhotoGenderRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { checkTalkingPhoto } from '../../services/talking-photo/check-talking-photo.ts';
import { findTalkingPhotoFile } from '../../services/talking-photo/find-talking-photo-file.ts';
import { registerRoute } from '../register-route.ts';

/** POST /talking_photo/check (the guidelines, measured) and the spec's POST /aigc/sex (1 female, 2 male, 0 unsure). */
export function registerCheckTalkingPhoto(app: FastifyInstance, context: AppContext): void {
  const { runtime } = context;
  registerRoute(app, checkTalkingPhotoRoute, async (request) => {
    const user = requireSessionUser(request);
    const file = await findTalkingPhotoFile(runtime, user.id, { photo_path: request.body.photo_path });
    const check = await checkTalkingPhoto(runtime, file.storage_key);
    return { usable: check.usable, gender: check.gender, problems: check.analysis.problems };
  });
  registerRoute(app, detectPhotoGenderRoute, async (request) => {
    const user = requireSessionUser(request);
    const file = await findTalkingPhotoFile(runtime, user.id, { photo_path: request.body.photo_path });
    const check = await checkTalkingPhoto(runtime, file.storage_key);
    const blocking = check.analysis.problems.find((problem) => problem.blocking);
    if (!check.analysis.face) throw ApiError.invalidInput(blocking?.message ?? 'No face was found in the photo');
    // 0 when the model is not confident (its score is gated in the analysis): a guess sent women a man's voice.
    return check.gender;
  });
}
