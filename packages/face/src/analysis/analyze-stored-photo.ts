import { readStoredBytes, type CpuPool, type Runtime } from '@talkreel/platform';
import type { FacePhotoAnalysis } from '../face-types.ts';
import { faceAnalysisVersion } from './analyze-face-photo.ts';

/** The gender code the spec's calls use: 1 female, 2 male, 0 unsure or no face. */
export function toGenderCode(analysis: FacePhotoAnalysis): 0 | 1 | 2 {
  if (analysis.face?.gender === 'female') return 1;
  if (analysis.face?.gender === 'male') return 2;
  return 0;
}

/** The photo can talk: a face was found and nothing blocks it. */
export function isUsablePhoto(analysis: FacePhotoAnalysis): boolean {
  return analysis.face !== null && !analysis.problems.some((problem) => problem.blocking);
}

/**
 * The face analysis of a stored photo: read from `photo_faces` when this
 * version made it before, else analysed on a pool thread (detection and the
 * mesh take 100–300 ms) and saved. The server's photo check and the render
 * job share it, so a photo is analysed once.
 */
export async function analyzeStoredPhoto(
  runtime: Pick<Runtime, 'repositories' | 'storage'>,
  pool: CpuPool,
  file: { id: string; storage_key: string },
  signal?: AbortSignal,
): Promise<FacePhotoAnalysis> {
  const repository = runtime.repositories.photoFaces;
  const stored = await repository.find(file.id, faceAnalysisVersion);
  // Cast, not parsed: the row is this function's own save of this `faceAnalysisVersion` (the version is part of the lookup).
  if (stored) return stored.analysis as unknown as FacePhotoAnalysis;
  const bytes = await readStoredBytes(runtime.storage, file.storage_key);
  const analysis = await pool.run<Uint8Array, FacePhotoAnalysis>(new URL('./analyze-face-photo.ts', import.meta.url), 'analyzeFacePhotoInThread', bytes, {
    ...(signal ? { signal } : {}),
  });
  await repository.save({
    fileId: file.id,
    version: faceAnalysisVersion,
    usable: isUsablePhoto(analysis),
    gender: toGenderCode(analysis),
    // A spread is a plain object type, which the row's JSON column takes (an interface has no index signature).
    analysis: { ...analysis },
  });
  return analysis;
}
