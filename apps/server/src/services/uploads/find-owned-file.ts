import type { FileRow, Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

/**
 * The upload a `full_path` (or bare key) names, if it belongs to this owner.
 * Another owner's file answers 40400 too, so keys cannot be probed.
 */
export async function findOwnedFile(runtime: Runtime, ownerId: string, fullPathOrKey: string): Promise<FileRow> {
  const file = await runtime.repositories.files.findOwned(ownerId, fullPathOrKey);
  if (!file) throw ApiError.notFound('No such uploaded file');
  return file;
}
