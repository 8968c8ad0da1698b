import type { FastifyInstance } from 'fastify';
import { removeTalkingPhotoPersonRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { findOwnedFile } from '../../services/uploads/find-owned-file.ts';
import { registerRoute } from '../register-route.ts';

/** The kinds a talking photo is stored as (see find-talking-photo-file.ts). */
const photoKinds = new Set(['png', 'jpg', 'webp']);

/**
 * POST /talking_photo/person/remove: the caller's earlier photo (and its
 * copies) leaves the avatar row; the file stays for the videos made from it.
 * Another owner's file, an unknown path and a file that is no photo all
 * answer 40400, so keys cannot be probed.
 */
export function registerRemoveTalkingPhotoPerson(app: FastifyInstance, context: AppContext): void {
  const { runtime } = context;
  const photos = runtime.repositories.photoFaces;
  registerRoute(app, removeTalkingPhotoPersonRoute, async (request) => {
    const user = requireSessionUser(request);
    const file = await findOwnedFile(runtime, user.id, request.body.photo_path);
    if (!photoKinds.has(file.kind)) throw ApiError.notFound('No such photo');
    return { hidden_count: await photos.hideFromRow(user.id, file) };
  });
}
