import { TimelineElementSchema, type TimelineElement, type TimelineElementInput } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { buildAlignedBoxes, buildSizeBox, orderForArrange } from './box-changes.ts';

const parse = (input: TimelineElementInput): TimelineElement => TimelineElementSchema.parse(input);
const timeline = { start: 0, end: 1000 };

describe('buildSizeBox', () => {
  it('changes one side when the ratio is free', () => {
    expect(buildSizeBox({ x: 0, y: 0, w: 200, h: 100 }, 'w', 300, false)).toEqual({ w: 300 });
  });

  it('keeps the proportion when the ratio is locked', () => {
    expect(buildSizeBox({ x: 0, y: 0, w: 200, h: 100 }, 'w', 300, true)).toEqual({ w: 300, h: 150 });
    expect(buildSizeBox({ x: 0, y: 0, w: 200, h: 100 }, 'h', 50, true)).toEqual({ h: 50, w: 100 });
  });

  it('changes one side of a box with a zero side even when locked, and never goes negative', () => {
    expect(buildSizeBox({ x: 0, y: 0, w: 0, h: 100 }, 'w', 40, true)).toEqual({ w: 40 });
    expect(buildSizeBox({ x: 0, y: 0, w: 10, h: 10 }, 'h', -5, false)).toEqual({ h: 0 });
  });
});

describe('buildAlignedBoxes', () => {
  const canvas = { widthPx: 1080, heightPx: 1920 };
  const elements = [
    parse({ id: 'a', type: 'pic', path: 'a.png', timeline, x: 100, y: 200, w: 200, h: 100 }),
    parse({ id: 'm', type: 'music', path: 'a.mp3', timeline }),
  ];

  it('moves visual elements to the canvas edges and centre lines', () => {
    expect(buildAlignedBoxes(elements, canvas, 'left')).toEqual([{ id: 'a', x: 0 }]);
    expect(buildAlignedBoxes(elements, canvas, 'center')).toEqual([{ id: 'a', x: 440 }]);
    expect(buildAlignedBoxes(elements, canvas, 'right')).toEqual([{ id: 'a', x: 880 }]);
    expect(buildAlignedBoxes(elements, canvas, 'top')).toEqual([{ id: 'a', y: 0 }]);
    expect(buildAlignedBoxes(elements, canvas, 'middle')).toEqual([{ id: 'a', y: 910 }]);
    expect(buildAlignedBoxes(elements, canvas, 'bottom')).toEqual([{ id: 'a', y: 1820 }]);
  });
});

describe('orderForArrange', () => {
  const box = { x: 0, y: 0, w: 1, h: 1 };
  const low = parse({ id: 'low', type: 'shape', timeline, ...box, zindex: 1 });
  const high = parse({ id: 'high', type: 'shape', timeline, ...box, zindex: 5 });

  it('takes the topmost first going forward or to the back, the lowest first otherwise', () => {
    expect(orderForArrange([low, high], 'forward')).toEqual(['high', 'low']);
    expect(orderForArrange([low, high], 'back')).toEqual(['high', 'low']);
    expect(orderForArrange([high, low], 'backward')).toEqual(['low', 'high']);
    expect(orderForArrange([high, low], 'front')).toEqual(['low', 'high']);
  });
});
