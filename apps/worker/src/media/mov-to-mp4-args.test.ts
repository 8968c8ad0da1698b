import { describe, expect, it } from 'vitest';
import { buildMovToMp4Args } from './mov-to-mp4-args.ts';

describe('buildMovToMp4Args', () => {
  it('reads only local files and writes H.264 + AAC with faststart', () => {
    const args = buildMovToMp4Args('/tmp/in.mov', '/tmp/out.mp4');
    expect(args.slice(0, 2)).toEqual(['-protocol_whitelist', 'file,pipe']);
    expect(args[args.indexOf('-i') + 1]).toBe('/tmp/in.mov');
    expect(args[args.indexOf('-c:v') + 1]).toBe('libx264');
    expect(args[args.indexOf('-pix_fmt') + 1]).toBe('yuv420p');
    expect(args[args.indexOf('-c:a') + 1]).toBe('aac');
    expect(args[args.indexOf('-movflags') + 1]).toBe('+faststart');
    expect(args.at(-1)).toBe('/tmp/out.mp4');
  });
});
