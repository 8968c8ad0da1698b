import { describe, expect, it } from 'vitest';
import type { TimelineElementInput } from '../schema/element-schema.ts';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { evaluate } from './evaluate.ts';
import { findSubtitleCues } from './subtitle-cues.ts';

const box = { x: 10, y: 20, w: 300, h: 200 };
const slot = { start: 1000, end: 3000 };
const elementOfEachType: Record<string, TimelineElementInput> = {
  music: { type: 'music', path: 'music.wav', volume: 50, timeline: slot },
  video: { type: 'video', path: 'clip.mp4', volume: 80, ...box, timeline: slot },
  person: { type: 'person', path: 'host.mp4', volume: 100, ...box, timeline: slot },
  pic: { type: 'pic', path: 'photo.png', ...box, timeline: slot },
  subtitle: { type: 'subtitle', subtitle: { text: 'Hello there' }, ...box, timeline: slot },
  text: { type: 'text', prop: { textInfo: { text: 'Title' } }, ...box, timeline: slot },
  shape: { type: 'shape', shape: { type: 'circle', color: '#ff0000' }, ...box, timeline: slot },
};

describe('evaluate: every element type', () => {
  describe.each(Object.entries(elementOfEachType))('%s', (type, element) => {
    const workspace = buildTestWorkspace([{ durationMs: 4000, elements: [element] }], { aspect_ratio: 1 });

    it('is absent before its start and from its end on', () => {
      for (const timeMs of [0, 999, 3000, 3999]) {
        const frame = evaluate(workspace, timeMs);
        expect(frame.visuals, `visuals at ${timeMs}`).toHaveLength(0);
        expect(frame.sounds, `sounds at ${timeMs}`).toHaveLength(0);
      }
    });

    it('is present inside its slot with its box and content', () => {
      const frame = evaluate(workspace, 1500);
      expect(frame.canvas).toEqual({ widthPx: 1920, heightPx: 1080 });
      if (type === 'music') {
        expect(frame.visuals).toHaveLength(0);
        expect(frame.sounds).toEqual([expect.objectContaining({ mediaTimeMs: 500, gain: 0.5, playbackRate: 1 })]);
        return;
      }
      expect(frame.visuals).toHaveLength(1);
      const visual = frame.visuals[0]!;
      expect(visual.element.type).toBe(type);
      expect(visual.box).toEqual(box);
      expect(visual.mediaTimeMs).toBe(type === 'video' || type === 'person' ? 500 : null);
      expect(visual.text).toBe(type === 'text' ? 'Title' : type === 'subtitle' ? 'Hello there' : null);
      const expectedGain = type === 'video' ? 0.8 : type === 'person' ? 1 : undefined;
      expect(frame.sounds.map((sound) => sound.gain)).toEqual(expectedGain === undefined ? [] : [expectedGain]);
    });
  });
});

describe('evaluate: scenes', () => {
  const workspace = buildTestWorkspace([
    { durationMs: 2000, backgroundColor: '#111111', elements: [testPic(0, 2000, { id: 'first' })] },
    { durationMs: 3000, backgroundColor: '#222222', elements: [testPic(500, 1000, { id: 'second' })] },
  ]);

  it('places element times relative to their scene', () => {
    expect(evaluate(workspace, 1999).visuals.map((visual) => visual.key)).toEqual(['first']);
    expect(evaluate(workspace, 2000).visuals).toHaveLength(0);
    expect(evaluate(workspace, 2500).visuals.map((visual) => visual.key)).toEqual(['second']);
    expect(evaluate(workspace, 2500).scene).toEqual({ sceneIndex: 1, startMs: 2000, sceneTimeMs: 500, backgroundColor: '#222222' });
  });

  it('shows nothing outside the workspace', () => {
    expect(evaluate(workspace, -1).scene).toBeNull();
    expect(evaluate(workspace, 5000)).toMatchObject({ scene: null, visuals: [], sounds: [] });
  });
});

describe('evaluate: z-order', () => {
  it('draws bottom to top by zindex, then track index, then layer order', () => {
    const workspace = buildTestWorkspace([
      {
        durationMs: 1000,
        elements: [
          testPic(0, 1000, { id: 'top', zindex: 5 }),
          testPic(0, 1000, { id: 'bottom', zindex: -1 }),
          testPic(0, 1000, { id: 'middle-a', zindex: 2 }),
          testPic(0, 1000, { id: 'middle-b', zindex: 2 }),
        ],
      },
    ]);
    expect(evaluate(workspace, 0).visuals.map((visual) => visual.key)).toEqual(['bottom', 'middle-a', 'middle-b', 'top']);
  });

  it('keys elements without an id by position', () => {
    const workspace = buildTestWorkspace([{ durationMs: 1000, elements: [testPic(0, 1000), testPic(0, 1000)] }]);
    expect(evaluate(workspace, 0).visuals.map((visual) => visual.key)).toEqual(['s0.t0.l0', 's0.t1.l0']);
  });
});

describe('evaluate: subtitles', () => {
  const subtitle: TimelineElementInput = {
    type: 'subtitle',
    ...box,
    timeline: { start: 0, end: 4000 },
    subtitle: {
      text: 'One two. Three four.',
      words: [
        { text: 'One', start: 0, end: 400 },
        { text: 'two.', start: 400, end: 900 },
        { text: 'Three', start: 2000, end: 2400 },
        { text: 'four.', start: 2400, end: 3000 },
      ],
    },
  };

  it('shows the caption of the moment and nothing in the pauses', () => {
    const workspace = buildTestWorkspace([{ durationMs: 4000, elements: [subtitle] }]);
    expect(evaluate(workspace, 100).visuals[0]?.text).toBe('One two.');
    expect(evaluate(workspace, 1500).visuals).toHaveLength(0);
    expect(evaluate(workspace, 2500).visuals[0]?.text).toBe('Three four.');
  });

  it('leaves subtitles out of the picture when render_subtitle is off', () => {
    const workspace = buildTestWorkspace([{ durationMs: 4000, elements: [subtitle, testPic(0, 4000)] }], { render_subtitle: false });
    expect(evaluate(workspace, 100).visuals.map((visual) => visual.element.type)).toEqual(['pic']);
  });

  it('burns in the lines the SRT holds, as wide as the aspect ratio allows', () => {
    const text = 'Today we are going to talk about how small teams ship software quickly.';
    const long: TimelineElementInput = { type: 'subtitle', ...box, timeline: { start: 0, end: 4000 }, subtitle: { text } };
    const shownAt = (aspectRatio: 0 | 1) => {
      const workspace = buildTestWorkspace([{ durationMs: 4000, elements: [long] }], { aspect_ratio: aspectRatio });
      const shown = evaluate(workspace, 100).visuals[0]?.text;
      expect(shown).toBe(findSubtitleCues(workspace)[0]?.text);
      return shown;
    };
    expect(shownAt(0)).toBe('Today we are going\nto talk about how');
    expect(shownAt(1)).toBe('Today we are going to talk about how\nsmall teams ship software quickly.');
  });
});

describe('evaluate: element transform', () => {
  it('carries rotation and alpha when no transition runs', () => {
    const workspace = buildTestWorkspace([{ durationMs: 1000, elements: [testPic(0, 1000, { r: 30, alpha: 0.25 })] }]);
    expect(evaluate(workspace, 500).visuals[0]?.transform).toEqual({ translateXPx: 0, translateYPx: 0, scale: 1, rotationDeg: 30, opacity: 0.25 });
  });

  it('fades the sound of an element with its cross-in and cross-out', () => {
    const music: TimelineElementInput = {
      type: 'music',
      path: 'm.wav',
      volume: 100,
      timeline: { start: 0, end: 4000, cross: { in: 'fade', out: 'fade', in_time: 1000, out_time: 2000 } },
    };
    const workspace = buildTestWorkspace([{ durationMs: 4000, elements: [music] }]);
    expect(evaluate(workspace, 250).sounds[0]?.gain).toBeCloseTo(0.25);
    expect(evaluate(workspace, 1500).sounds[0]?.gain).toBeCloseTo(1);
    expect(evaluate(workspace, 3000).sounds[0]?.gain).toBeCloseTo(0.5);
  });
});
