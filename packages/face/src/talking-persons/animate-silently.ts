import type { PersonElement } from '@talkreel/timeline';
import type { MouthTrack } from '../face-types.ts';
import { analyzePersonPhoto } from './analyze-person-photo.ts';
import type { FaceOutcome, PreparedTalkingPersons } from './prepared-talking-persons.ts';
import { toSpeakingLook } from './speaking-look.ts';
import type { TalkingPersonsDeps, TalkingPersonsJob } from './talking-persons-job.ts';

/** The face's motion for a listener: its closed-mouth track, its seed and whether its head moves. */
export interface SilentMotion {
  track: MouthTrack;
  seed: number;
  headMotion: boolean;
}

/**
 * A listener: the look redrawn or the photo animated by the embedded
 * animator with a closed mouth; lip-sync services are for speech only.
 * What is made joins `prepared`.
 */
export async function animateSilently(
  deps: TalkingPersonsDeps,
  job: TalkingPersonsJob,
  prepared: PreparedTalkingPersons,
  element: PersonElement,
  motion: SilentMotion,
): Promise<FaceOutcome> {
  const elementId = element.id ?? '';
  const design = element.prop.look?.design;
  if (design) {
    prepared.talkingLooks[elementId] = toSpeakingLook(deps, { design, ...motion });
    return { elementId, engine: 'embedded-look' };
  }
  const { analysis } = await analyzePersonPhoto(job, element.path);
  const photoPath = job.mediaFiles[element.path];
  if (!photoPath) throw new Error(`No local copy of the photo ${element.path}`);
  prepared.talkingPhotos[elementId] = {
    photoPath,
    mesh: analysis.face.mesh,
    imageWidthPx: analysis.imageWidthPx,
    imageHeightPx: analysis.imageHeightPx,
    ...motion,
  };
  return { elementId, engine: 'embedded' };
}
