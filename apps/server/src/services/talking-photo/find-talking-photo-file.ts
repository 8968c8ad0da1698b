import type { FileRow, Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { findOwnedFile } from '../uploads/find-owned-file.ts';
import { assertStoredImageWithinPixelCap } from '../uploads/image-pixel-cap.ts';

const photoKinds = new Set(['png', 'jpg', 'webp']);

/** The photo a talking-photo request names: one of the owner's earlier photos (`person_id`) or an upload (`photo_path`). */
export async function findTalkingPhotoFile(
  runtime: Runtime,
  ownerId: string,
  request: { person_id?: string | undefined; photo_path?: string | undefined },
): Promise<FileRow> {
  const file = request.person_id
    ? await runtime.repositories.files.findOwnedById(ownerId, request.person_id)
    : await findOwnedFile(runtime, ownerId, request.photo_path ?? '');
  if (!file) throw ApiError.notFound('No such avatar: choose another one or upload a photo');
  if (!photoKinds.has(file.kind)) throw ApiError.invalidInput('The photo must be a PNG, JPG or WEBP image');
  // Before the face check or the render decodes it: a photo stored before the cap held at upload.
  await assertStoredImageWithinPixelCap(runtime, file);
  return file;
}
