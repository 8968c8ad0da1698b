import { describe, expect, it } from 'vitest';
import { buildExtractAudioArgs, buildExtractFramesArgs } from './extract-frames-args.ts';

describe('extract args', () => {
  it('decodes frames as raw RGBA without audio', () => {
    expect(buildExtractFramesArgs('/v.mp4')).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-i',
      '/v.mp4',
      '-an',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      'pipe:1',
    ]);
  });

  it('decodes audio as mono float samples at the asked rate', () => {
    const args = buildExtractAudioArgs('/v.mp4', 8000);
    expect(args.slice(args.indexOf('-vn'))).toEqual(['-vn', '-ac', '1', '-ar', '8000', '-f', 'f32le', 'pipe:1']);
  });
});
