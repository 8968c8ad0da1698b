import { getCanvasSize, TimelineElementSchema } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { buildTextElement, textPresets } from './text-presets.ts';

describe('buildTextElement', () => {
  it.each(textPresets)('builds a valid %s, centred and across the scene', (preset) => {
    const canvas = getCanvasSize(0);
    const element = buildTextElement(preset, canvas, 'e7', 4200, 'Hello');
    expect(TimelineElementSchema.parse(element)).toEqual(element);
    expect(element).toMatchObject({ id: 'e7', type: 'text', timeline: { start: 0, end: 4200 } });
    expect(element.x * 2 + element.w).toBeCloseTo(canvas.widthPx, -1);
    expect(element.y * 2 + element.h).toBeCloseTo(canvas.heightPx, -1);
    expect(element.prop.textInfo?.text).toBe('Hello');
  });

  it('makes a heading larger than a subheading, larger than body text', () => {
    const canvas = getCanvasSize(1);
    const size = (preset: (typeof textPresets)[number]) => buildTextElement(preset, canvas, 'e1', 5000).prop.textInfo!.fontSize!;
    expect(size('heading')).toBeGreaterThan(size('subheading'));
    expect(size('subheading')).toBeGreaterThan(size('body'));
  });

  it('gives the caption style an outline and a panel', () => {
    const info = buildTextElement('caption', getCanvasSize(2), 'e1', 5000).prop.textInfo!;
    expect(info.strokeColor).toBeDefined();
    expect(info.strokeWidth).toBeGreaterThan(0);
    expect(info.backgroundColor).toBeDefined();
  });

  it('has a default text', () => {
    expect(buildTextElement('heading', getCanvasSize(0), 'e1', 5000).prop.textInfo?.text).toBe('Add a heading');
  });
});
