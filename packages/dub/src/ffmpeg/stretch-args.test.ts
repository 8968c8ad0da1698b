import { describe, expect, it } from 'vitest';
import { buildAtempoChain } from './atempo-chain.ts';
import { buildAtempoArgs, buildRubberbandArgs, formatFactor } from './stretch-args.ts';

describe('buildAtempoChain', () => {
  it('keeps each step within 0.5–2 and multiplies to the factor', () => {
    expect(buildAtempoChain(1.3)).toEqual([1.3]);
    expect(buildAtempoChain(1)).toEqual([]);
    expect(buildAtempoChain(3)).toEqual([2, 1.5]);
    expect(buildAtempoChain(0.3)).toEqual([0.5, 0.6]);
    expect(() => buildAtempoChain(0)).toThrow('tempo factor must be positive, got 0');
  });
});

describe('stretch arguments', () => {
  it('formats factors without exponents or float noise', () => {
    expect(formatFactor(1.1818999999999999)).toBe('1.1819');
    expect(formatFactor(1.3)).toBe('1.3');
  });

  it('asks rubberband for a tempo change at the same pitch', () => {
    expect(buildRubberbandArgs('/t/in.wav', '/t/out.wav', 1.25)).toEqual(['-q', '--tempo', '1.25', '/t/in.wav', '/t/out.wav']);
  });

  it('chains atempo and writes 16-bit WAV at the input rate', () => {
    expect(buildAtempoArgs('/t/in.wav', '/t/out.wav', 1.3)).toEqual([
      '-loglevel',
      'error',
      '-protocol_whitelist',
      'file,pipe',
      '-i',
      '/t/in.wav',
      '-map',
      '0:a:0',
      '-filter:a',
      'atempo=1.3',
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      '-y',
      '/t/out.wav',
    ]);
    expect(buildAtempoArgs('/a', '/b', 2.5)).toContain('atempo=2,atempo=1.25');
  });
});
