import { describe, expect, it } from 'vitest';
import { buildTestWorkspace } from '../testing/build-test-workspace.ts';
import { findAudioSegments } from './audio-segments.ts';
import { evaluate } from './evaluate.ts';

const speech = { script: 'Meet the lamp.', voice_id: 'voice-1' };
const person = (id: string, voiceOver: boolean) => ({
  id,
  type: 'person' as const,
  path: 'clip-with-sound.mp4',
  x: 0,
  y: 0,
  w: 1080,
  h: 1920,
  volume: 100,
  prop: { speech, ...(voiceOver ? { voice_over: true } : {}) },
  timeline: { start: 0, end: 2000 },
});

describe('voice-over persons', () => {
  it('are neither drawn nor played, while a person on screen is both', () => {
    const workspace = buildTestWorkspace([{ durationMs: 2000, elements: [person('voice', true), person('presenter', false)] }]);
    const frame = evaluate(workspace, 1000);
    expect(frame.visuals.map((visual) => visual.key)).toEqual(['presenter']);
    expect(frame.sounds.map((sound) => sound.key)).toEqual(['presenter']);
    expect(findAudioSegments(workspace).map((segment) => segment.key)).toEqual(['presenter']);
  });
});
