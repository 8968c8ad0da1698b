import { PermanentJobError } from '@talkreel/platform';
import type { MouthTrack } from '../face-types.ts';
import type { TalkingPersonsDeps } from './talking-persons-job.ts';

/**
 * An illustrated look redrawn speaking: what @talkreel/looks' talking-look
 * frame source takes (`TalkingLookInput`; repeated here because looks depends
 * on this package). Plain data, handed to a worker thread.
 */
export interface SpeakingLook {
  design: Record<string, unknown>;
  track: MouthTrack;
  seed: number;
  headMotion: boolean;
}

/**
 * An illustrated look carries its own face: it is redrawn speaking, nothing
 * to detect. A design that cannot be drawn fails the render for good.
 */
export function toSpeakingLook(deps: Pick<TalkingPersonsDeps, 'checkLookDesign'>, look: SpeakingLook): SpeakingLook {
  try {
    deps.checkLookDesign(look.design);
  } catch (error) {
    throw new PermanentJobError((error as Error).message);
  }
  return look;
}
