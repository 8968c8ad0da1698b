import { analyzeStoredPhoto, isUsablePhoto, toGenderCode, type FacePhotoAnalysis } from '@talkreel/face';
import type { Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

export interface TalkingPhotoCheck {
  analysis: FacePhotoAnalysis;
  usable: boolean;
  gender: 0 | 1 | 2;
}

/** The face check of a stored photo (analysed once, then read back), on the interactive pool: a person is waiting. */
export async function checkTalkingPhoto(runtime: Runtime, photoKey: string): Promise<TalkingPhotoCheck> {
  const file = await runtime.repositories.files.findByKey(photoKey);
  if (!file) throw ApiError.notFound('No such uploaded file');
  const analysis = await analyzeStoredPhoto(runtime, runtime.interactivePool, file);
  return { analysis, usable: isUsablePhoto(analysis), gender: toGenderCode(analysis) };
}
