import { describe, expect, it } from 'vitest';
import { buildMaskChange, buildShapeFieldChange, buildShapeInfoChange } from './shape-changes.ts';

const circle = { type: 'circle' as const, radius: 0, background_gauss: 0, content_position: 'center' as const };

describe('buildMaskChange', () => {
  it('creates a whole mask, changes the kind of one there, and removes it for none', () => {
    expect(buildMaskChange(undefined, 'circle')).toEqual({ path: ['shape'], value: circle });
    expect(buildMaskChange(circle, 'triangle')).toEqual({ path: ['shape', 'type'], value: 'triangle' });
    expect(buildMaskChange(circle, 'none')).toEqual({ path: ['shape'], value: undefined });
  });
});

describe('buildShapeFieldChange', () => {
  it('sets one field, or the whole shape with defaults where there is none', () => {
    expect(buildShapeFieldChange(circle, 'radius', 12)).toEqual({ path: ['shape', 'radius'], value: 12 });
    expect(buildShapeFieldChange(undefined, 'color', '#fff')).toEqual({
      path: ['shape'],
      value: { type: 'square', radius: 0, background_gauss: 0, content_position: 'center', color: '#fff' },
    });
  });
});

describe('buildShapeInfoChange', () => {
  it('keeps strokeWidth a number when the outline is created', () => {
    expect(buildShapeInfoChange(undefined, 'strokeColor', '#000')).toEqual({ path: ['prop', 'shapeInfo'], value: { strokeWidth: 0, strokeColor: '#000' } });
    expect(buildShapeInfoChange({ strokeWidth: 2 }, 'strokeWidth', 4)).toEqual({ path: ['prop', 'shapeInfo', 'strokeWidth'], value: 4 });
  });
});
