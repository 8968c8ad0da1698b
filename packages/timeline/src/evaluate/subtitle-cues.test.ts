import { describe, expect, it } from 'vitest';
import type { TimelineElementInput } from '../schema/element-schema.ts';
import { buildTestWorkspace } from '../testing/build-test-workspace.ts';
import { findSubtitleCues } from './subtitle-cues.ts';

function subtitleElement(subtitle: object, start = 0, end = 10_000): TimelineElementInput {
  return { type: 'subtitle', x: 0, y: 0, w: 100, h: 100, timeline: { start, end }, subtitle } as TimelineElementInput;
}

/** Real speech: long and short sentences, a one-word reply, clauses. */
const paragraph =
  'Welcome back to the show. Today we are going to talk about how small teams ship software quickly without breaking the things their customers rely on every single day. ' +
  'Yes. It matters, and it is harder than it looks. When a release goes wrong at two in the morning, nobody remembers how fast it shipped. ' +
  'So we asked three engineers what they actually do. Their answers surprised us.';

/** Words spoken at about 14 characters a second, with the short pause the speech engines leave after a sentence. */
function timedWords(text: string): { text: string; start: number; end: number }[] {
  let timeMs = 0;
  return text.split(' ').map((word) => {
    const start = timeMs;
    timeMs += 60 + word.length * 60;
    const timed = { text: word, start, end: timeMs };
    timeMs += /[.!?]$/u.test(word) ? 380 : 10;
    return timed;
  });
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

  it('names the speaker once, at the start of each turn, not on every caption of it', () => {
    const turn = (speaker: string, text: string) => subtitleElement({ text, words: timedWords(text), speaker });
    const first = 'Welcome back to the show. Today we talk about shipping software quickly without breaking things.';
    const second = 'Thanks for having me. I have been looking forward to this conversation for weeks.';
    const workspace = buildTestWorkspace([
      { durationMs: 20_000, elements: [turn('Amelia', first)] },
      { durationMs: 20_000, elements: [turn('Kwame', second)] },
    ]);
    const cues = findSubtitleCues(workspace);
    const byTurn = [cues.filter((cue) => cue.elementKey.startsWith('s0.')), cues.filter((cue) => cue.elementKey.startsWith('s1.'))];
    expect(byTurn.every((turnCues) => turnCues.length >= 2)).toBe(true);
    expect(byTurn[0]![0]!.text.startsWith('Amelia: Welcome')).toBe(true);
    expect(byTurn[1]![0]!.text.startsWith('Kwame: Thanks')).toBe(true);
    expect(cues.filter((cue) => /Amelia|Kwame/u.test(cue.text))).toHaveLength(2);
    // Nothing lost: the captions without the names are the words spoken.
    const spoken = cues.map((cue) => cue.text.replace(/^(Amelia|Kwame): /u, '').replaceAll('\n', ' ')).join(' ');
    expect(spoken).toBe(`${first} ${second}`);
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
    // 26 widths over a 16-width limit: two even captions, not 16 + 10.
    expect(cues.map((cue) => cue.text)).toEqual(['今天我们来聊聊', '人工智能视频']);
  });

  describe.each([
    ['9:16', 0, 30],
    ['16:9', 1, 42],
  ] as const)('real sentences at %s', (_name, aspectRatio, maxLineWeight) => {
    const cuesOf = (subtitle: object) =>
      findSubtitleCues(buildTestWorkspace([{ durationMs: 60_000, elements: [subtitleElement(subtitle, 0, 60_000)] }], { aspect_ratio: aspectRatio }));
    const timed = cuesOf({ text: paragraph, words: timedWords(paragraph) });
    const untimed = cuesOf({ text: paragraph });

    it.each([
      ['word-timed', timed],
      ['untimed', untimed],
    ])('%s: lines within the ratio’s width, at most two, evenly split, never one word beside others', (_kind, cues) => {
      expect(cues.length).toBeGreaterThan(4);
      for (const cue of cues) {
        const lines = cue.text.split('\n');
        const words = cue.text.split(/\s+/u);
        expect(lines.length, cue.text).toBeLessThanOrEqual(2);
        for (const line of lines) expect(line.length, cue.text).toBeLessThanOrEqual(maxLineWeight);
        // No one-word caption and no one-word line when the caption has more words.
        expect(words.length, cue.text).toBeGreaterThan(1);
        for (const line of lines) expect(line.split(' ').length, cue.text).toBeGreaterThan(1);
        if (lines.length === 2) {
          const [shorter, longer] = lines.map((line) => line.length).sort((a, b) => a - b) as [number, number];
          expect(shorter / longer, cue.text).toBeGreaterThanOrEqual(0.5);
        }
      }
      expect(cues.map((cue) => cue.text.replaceAll('\n', ' ')).join(' ')).toBe(paragraph);
    });
  });

  it('allows longer lines on 16:9 than on 9:16', () => {
    const longestLine = (aspectRatio: 0 | 1) =>
      Math.max(
        ...findSubtitleCues(
          buildTestWorkspace([{ durationMs: 60_000, elements: [subtitleElement({ text: paragraph, words: timedWords(paragraph) }, 0, 60_000)] }], {
            aspect_ratio: aspectRatio,
          }),
        ).flatMap((cue) => cue.text.split('\n').map((line) => line.length)),
      );
    expect(longestLine(0)).toBeLessThanOrEqual(30);
    expect(longestLine(1)).toBeGreaterThan(30);
    expect(longestLine(1)).toBeLessThanOrEqual(42);
  });
});
