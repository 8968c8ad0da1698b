import { describe, expect, it } from 'vitest';
import { countOverruns, findOverrunMs } from './segment-fit.ts';

const dubbed = { fit: { es: { stretch: 1.3, overrun_ms: 840, fits: false }, fr: { stretch: 1.1, overrun_ms: 0, fits: true } } };

describe('how a dubbed line fitted its slot', () => {
  it('gives the overrun of a line that does not fit, per language, and nothing before the dub', () => {
    expect(findOverrunMs(dubbed, 'es')).toBe(840);
    expect(findOverrunMs(dubbed, 'fr')).toBeNull();
    expect(findOverrunMs(dubbed, 'de')).toBeNull();
    expect(findOverrunMs({}, 'es')).toBeNull();
  });

  it('counts the overrunning lines of a language', () => {
    expect(countOverruns([dubbed, dubbed, {}], 'es')).toBe(2);
    expect(countOverruns([dubbed, {}], 'fr')).toBe(0);
  });
});
