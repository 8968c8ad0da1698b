import { describe, expect, it } from 'vitest';
import { isColorValue, parseColorField } from './color-value.ts';

describe('isColorValue', () => {
  it('accepts hex and functional colours', () => {
    for (const color of ['#fff', '#FFFA', '#6D5AE6', '#6d5ae680', 'rgb(1, 2, 3)', 'rgba(12, 12, 16, 0.9)', 'hsl(250, 74%, 63%)', 'hsla(250,74%,63%,.5)']) {
      expect(isColorValue(color), color).toBe(true);
    }
  });

  it('rejects half-typed and unknown text', () => {
    for (const color of ['', '#', '#ff', '#fffff', '#ggg', 'rgb(1, 2)', 'rgb(1,2,3', 'red;', 'url(x)']) {
      expect(isColorValue(color), color).toBe(false);
    }
  });
});

describe('parseColorField', () => {
  it('writes a valid colour, removes the field when emptied, and writes nothing while half typed', () => {
    expect(parseColorField(' #111827 ')).toBe('#111827');
    expect(parseColorField('')).toBeUndefined();
    expect(parseColorField('#11')).toBeNull();
  });
});
