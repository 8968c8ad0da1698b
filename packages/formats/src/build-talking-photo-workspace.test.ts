import { describe, expect, it } from 'vitest';
import { parseWorkspace } from '@talkreel/timeline';
import { buildTalkingPhotoWorkspace, chooseTalkingPhotoAspectRatio, estimateSpeechDurationMs } from './build-talking-photo-workspace.ts';

describe('buildTalkingPhotoWorkspace', () => {
  it('makes a valid one-scene workspace with the photo as a speaking person filling the frame', () => {
    const workspace = parseWorkspace(
      buildTalkingPhotoWorkspace({
        photoKey: 'uploads/u/photo',
        photoWidthPx: 600,
        photoHeightPx: 800,
        speech: { script: 'Hello there.', voice_id: 'voice-1' },
        estimatedDurationMs: 2500,
        burnSubtitles: false,
      }),
    );
    expect(workspace.aspect_ratio).toBe(0);
    expect(workspace.render_subtitle).toBe(false);
    expect(workspace.scenes).toHaveLength(1);
    const person = workspace.scenes[0]?.tracks[0]?.layers[0];
    expect(person).toMatchObject({ type: 'person', path: 'uploads/u/photo', x: 0, y: 0, w: 1080, h: 1920, timeline: { start: 0, end: 2500 } });
    expect(person?.prop.speech).toEqual({ script: 'Hello there.', voice_id: 'voice-1', seed: 1, head_motion: true });
  });

  it('refuses a speaking person with neither a voiced script nor a recording', () => {
    const document = buildTalkingPhotoWorkspace({
      photoKey: 'k',
      photoWidthPx: 10,
      photoHeightPx: 10,
      speech: { script: 'Hi' },
      estimatedDurationMs: 1000,
      burnSubtitles: true,
    });
    expect(() => parseWorkspace(document)).toThrow('A speaking person needs a script and a voice, or a recording');
  });

  it('picks 16:9 for landscape photos and 9:16 otherwise, and estimates speech from the script length', () => {
    expect(chooseTalkingPhotoAspectRatio(800, 533)).toBe(1);
    expect(chooseTalkingPhotoAspectRatio(800, 800)).toBe(0);
    expect(estimateSpeechDurationMs('a'.repeat(100))).toBe(7000);
    expect(estimateSpeechDurationMs('')).toBe(1000);
  });
});
