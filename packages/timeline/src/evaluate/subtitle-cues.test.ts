import { describe, expect, it } from 'vitest';
import type { TimelineElementInput } from '../schema/element-schema.ts';
import { buildTestWorkspace } from '../testing/build-test-workspace.ts';
import { findSubtitleCues } from './subtitle-cues.ts';

function subtitleElement(subtitle: object, start = 0, end = 10_000): TimelineElementInput {
  return { type: 'subtitle', x: 0, y: 0, w: 100, h: 100, timeline: { start, end }, subtitle } as TimelineElementInput;
}

describe('findSubtitleCues', () => {
  it('groups timed words into captions at sentence ends and pauses', () => {
    const words = [
      { text: 'Hello', start: 0, end: 300 },
      { text: 'world.', start: 300, end: 700 },
      { text: 'This', start: 800, end: 1000 },
      { text: 'is', start: 1000, end: 1100 },
      { text: 'Talkreel', start: 2500, end: 3000 },
    ];
    const workspace = buildTestWorkspace([
      { durationMs: 2000, elements: [] },
      { durationMs: 10_000, elements: [subtitleElement({ text: 'Hello world. This is Talkreel', words }, 1000)] },
    ]);
    expect(findSubtitleCues(workspace)).toEqual([
      { elementKey: 's1.t0.l0', startMs: 3000, endMs: 3800, text: 'Hello world.' },
      { elementKey: 's1.t0.l0', startMs: 3800, endMs: 4400, text: 'This is' },
      { elementKey: 's1.t0.l0', startMs: 5500, endMs: 6300, text: 'Talkreel' },
    ]);
  });

  it('starts every caption with the speaker’s name when the subtitle names one', () => {
    const words = [
      { text: 'Welcome', start: 0, end: 400 },
      { text: 'back.', start: 400, end: 800 },
      { text: 'Today', start: 1600, end: 2000 },
    ];
    const workspace = buildTestWorkspace([{ durationMs: 5000, elements: [subtitleElement({ text: 'Welcome back. Today', words, speaker: 'Amelia' })] }]);
    expect(findSubtitleCues(workspace).map((cue) => cue.text)).toEqual(['Amelia: Welcome back.', 'Amelia: Today']);
  });

  it('keeps captions within the length limit', () => {
    const words = Array.from({ length: 20 }, (_, index) => ({ text: `word${index}`, start: index * 200, end: index * 200 + 180 }));
    const cues = findSubtitleCues(buildTestWorkspace([{ durationMs: 10_000, elements: [subtitleElement({ text: '', words })] }]), { maxCueWeight: 20 });
    expect(cues.length).toBeGreaterThan(5);
    for (const cue of cues) expect(cue.text.length).toBeLessThanOrEqual(20);
    expect(cues.map((cue) => cue.text).join(' ')).toBe(words.map((word) => word.text).join(' '));
  });

  it('spreads untimed text over the slot in proportion to its length', () => {
    const workspace = buildTestWorkspace([{ durationMs: 9000, elements: [subtitleElement({ text: 'Short one. A much longer sentence here.' }, 0, 9000)] }]);
    const cues = findSubtitleCues(workspace);
    expect(cues.map((cue) => cue.text)).toEqual(['Short one.', 'A much longer sentence here.']);
    expect(cues[0]?.startMs).toBe(0);
    expect(cues[1]?.endMs).toBe(9000);
    expect(cues[0]!.endMs / 9000).toBeCloseTo(10 / 38, 5);
  });

  it('joins Chinese words without spaces and counts them double', () => {
    const words = [...'今天我们来聊聊人工智能视频'].map((character, index) => ({ text: character, start: index * 100, end: index * 100 + 90 }));
    const cues = findSubtitleCues(buildTestWorkspace([{ durationMs: 5000, elements: [subtitleElement({ text: '', words })] }]), { maxCueWeight: 16 });
    expect(cues.map((cue) => cue.text)).toEqual(['今天我们来聊聊人', '工智能视频']);
  });
});
