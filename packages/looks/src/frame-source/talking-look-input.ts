import type { MouthTrack } from '@talkreel/face/animation';

/** What animates one illustrated person element: plain data, handed to a worker thread. */
export interface TalkingLookInput {
  /** The look's design as the workspace holds it (checked on the thread). */
  design: Record<string, unknown>;
  track: MouthTrack;
  seed: number;
  /** Head sway, nods and breathing (blinks always); on by default. */
  headMotion?: boolean;
}
