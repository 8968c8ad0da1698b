import { describe, expect, it } from 'vitest';
import { parseByteRange } from './parse-byte-range.ts';

describe('parseByteRange', () => {
  it('reads closed, open and suffix ranges', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, endInclusive: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, endInclusive: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, endInclusive: 999 });
    expect(parseByteRange('bytes=500-5000', 1000)).toEqual({ start: 500, endInclusive: 999 });
  });

  it('refuses ranges past the end and ignores what it cannot read', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(parseByteRange(undefined, 1000)).toBeUndefined();
  });
});
