import { PermanentJobError } from '@talkreel/platform';
import type { DetectedFace, FacePhotoAnalysis } from '../face-types.ts';
import type { PersonPhoto, TalkingPersonsJob } from './talking-persons-job.ts';

/** A person's photo whose analysis found a face. */
export interface AnalyzedPersonPhoto extends PersonPhoto {
  analysis: FacePhotoAnalysis & { face: DetectedFace };
}

/**
 * The person's photo (a file of the job's owner) and its face analysis,
 * made once per photo; a photo of someone else's, or one without a usable
 * face, fails the render for good.
 */
export async function analyzePersonPhoto(job: Pick<TalkingPersonsJob, 'findPhoto'>, photoPath: string): Promise<AnalyzedPersonPhoto> {
  const photo = await job.findPhoto(photoPath);
  if (!photo) throw new PermanentJobError('The photo of this video is not a file of this account');
  const { analysis } = photo;
  if (!analysis.face) {
    const reason = analysis.problems.find((problem) => problem.blocking)?.message ?? 'No face was found in the photo';
    throw new PermanentJobError(reason);
  }
  return { ...photo, analysis: { ...analysis, face: analysis.face } };
}
