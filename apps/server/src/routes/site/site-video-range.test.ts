import { describe, expect, it } from 'vitest';
import { parseByteRange } from './site-video-range.ts';

describe('parseByteRange', () => {
  it('reads one range, an open-ended one and a suffix, clipped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, endInclusive: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, endInclusive: 999 });
    expect(parseByteRange('bytes=-10', 1000)).toEqual({ start: 990, endInclusive: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, endInclusive: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, endInclusive: 999 });
    // Safari's first probe.
    expect(parseByteRange('bytes=0-1', 1000)).toEqual({ start: 0, endInclusive: 1 });
  });

  it('is unsatisfiable past the end or for an empty suffix', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5000-6000', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it cannot serve as one range: none, another unit, several ranges, reversed, malformed, huge numbers', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-3', 'bytes=-', 'bytes=a-b', 'bytes=0-99999999999999999999', 'bytes= 0-1']) {
      expect(parseByteRange(header, 1000), String(header)).toBeUndefined();
    }
  });
});
