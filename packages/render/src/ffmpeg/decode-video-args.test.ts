import { describe, expect, it } from 'vitest';
import { buildDecodeVideoArgs } from './decode-video-args.ts';

describe('buildDecodeVideoArgs', () => {
  const args = buildDecodeVideoArgs({
    inputPath: '/m/clip.mp4',
    startMs: 1250,
    crop: { x: 10.4, y: 0, width: 300.6, height: 200 },
    widthPx: 150,
    heightPx: 100,
  });

  it('seeks before the input and decodes video only', () => {
    expect(args.indexOf('-ss')).toBeLessThan(args.indexOf('-i'));
    expect(args[args.indexOf('-ss') + 1]).toBe('1.250');
    expect(args).toEqual(expect.arrayContaining(['-an', '-sn', '-dn']));
  });

  it('resamples to 25 fps, crops whole pixels and scales to the drawn size as RGBA', () => {
    expect(args[args.indexOf('-vf') + 1]).toBe('fps=25,crop=301:200:10:0,scale=150:100:flags=bilinear,format=rgba');
    expect(args.slice(-5)).toEqual(['-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1']);
  });
});
