import { currentWorkspaceSchemaVersion, getCanvasSize, type AspectRatio, type PersonSpeech, type WorkspaceInput } from '@talkreel/timeline';

/** Element ids the render job's speech step finds and extends (the voice and captions join them there). */
export const talkingPersonElementId = 'talking-person';

export interface TalkingPhotoWorkspaceInput {
  /** Storage key of the photo. */
  photoKey: string;
  photoWidthPx: number;
  photoHeightPx: number;
  speech: Omit<PersonSpeech, 'seed' | 'head_motion'> & Partial<Pick<PersonSpeech, 'seed' | 'head_motion'>>;
  /** Until the speech exists: the recording's length, or an estimate from the script. The render sets the exact length. */
  estimatedDurationMs: number;
  burnSubtitles: boolean;
  /** A preset or own avatar chosen instead of a photo: the look it is drawn (illustrated) or animated (photo) from. */
  look?: { id: string; design?: Record<string, unknown> };
}

/** A landscape photo makes a 16:9 video; portrait and square photos make 9:16 (the spec recommends one of the two). */
export function chooseTalkingPhotoAspectRatio(photoWidthPx: number, photoHeightPx: number): AspectRatio {
  return photoWidthPx > photoHeightPx ? 1 : 0;
}

/** About 14 characters a second at the voices' normal pace; the render replaces this with the speech's real length. */
export function estimateSpeechDurationMs(script: string): number {
  return Math.min(30 * 60_000, Math.max(1000, Math.round(script.trim().length * 70)));
}

/**
 * The talking photo's timeline: one scene, the photo filling the frame as a
 * speaking person. The render job synthesises (or reads) the speech, adds the
 * voice track and the word-timed captions, and fits the scene to the speech.
 */
export function buildTalkingPhotoWorkspace(input: TalkingPhotoWorkspaceInput): WorkspaceInput {
  const aspectRatio = chooseTalkingPhotoAspectRatio(input.photoWidthPx, input.photoHeightPx);
  const canvas = getCanvasSize(aspectRatio);
  const durationMs = Math.round(input.estimatedDurationMs);
  return {
    schemaVersion: currentWorkspaceSchemaVersion,
    aspect_ratio: aspectRatio,
    render_subtitle: input.burnSubtitles,
    preview_cover_time: 0,
    scenes: [
      {
        id: 'talking-photo',
        duration: durationMs,
        bg_color: '#000000',
        tracks: [
          {
            type: 'person',
            index: 0,
            layers: [
              {
                id: talkingPersonElementId,
                type: 'person',
                path: input.photoKey,
                x: 0,
                y: 0,
                w: canvas.widthPx,
                h: canvas.heightPx,
                fit_mode: 'cover',
                volume: 100,
                timeline: { start: 0, end: durationMs },
                prop: { speech: { seed: 1, head_motion: true, ...input.speech }, ...(input.look ? { look: input.look } : {}) },
              },
            ],
          },
        ],
      },
    ],
  };
}
