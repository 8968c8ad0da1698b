import type { Workspace } from '@talkreel/timeline';
import type { TalkingPhotoInput } from '../frame-source/talking-photo-input.ts';
import type { SpeakingLook } from './speaking-look.ts';

/** How one person's face was made (the task's `faces[]`). */
export interface FaceOutcome {
  elementId: string;
  /** `embedded`, `embedded-look` or the lip-sync service's name. */
  engine: string;
  /** Set when a lip-sync service failed (see runLipSyncWithFallback). */
  note?: string;
}

/** The talking persons made ready for drawing. */
export interface PreparedTalkingPersons {
  /** The workspace with each talking person's voice, captions and speech-fitted timing. */
  workspace: Workspace;
  /** Element path → local file for the voices and service videos made here. */
  mediaFiles: Record<string, string>;
  /** Person element id → what the embedded animator needs. */
  talkingPhotos: Record<string, TalkingPhotoInput>;
  /** Person element id → the illustrated look drawn speaking (no photo, no detection). */
  talkingLooks: Record<string, SpeakingLook>;
  faces: FaceOutcome[];
}
