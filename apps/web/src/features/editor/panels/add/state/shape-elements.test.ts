import { getCanvasSize, TimelineElementSchema } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { addableShapes, buildShapeElement } from './shape-elements.ts';

describe('buildShapeElement', () => {
  it.each(addableShapes)('builds a valid %s, square and centred', (type) => {
    const canvas = getCanvasSize(1);
    const element = buildShapeElement(type, canvas, 'e3', 6000);
    expect(TimelineElementSchema.parse(element)).toEqual(element);
    expect(element).toMatchObject({ x: 744, y: 324, w: 432, h: 432, timeline: { start: 0, end: 6000 } });
    expect(element.shape.type).toBe(type);
    expect(element.shape.color).toMatch(/^#/u);
  });

  it('rounds only the square’s corners', () => {
    const canvas = getCanvasSize(0);
    expect(buildShapeElement('square', canvas, 'e1', 5000).shape.radius).toBe(52);
    expect(buildShapeElement('circle', canvas, 'e1', 5000).shape.radius).toBe(0);
  });
});
