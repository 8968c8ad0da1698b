import { describe, expect, it } from 'vitest';
import { buildEncodeVideoArgs } from './encode-video-args.ts';
import { defaultEncoderSettings } from './encoder-settings.ts';

function valueAfter(args: string[], flag: string, occurrence = 0): string | undefined {
  const positions = args.flatMap((arg, index) => (arg === flag ? [index] : []));
  const position = positions[occurrence];
  return position === undefined ? undefined : args[position + 1];
}

describe('buildEncodeVideoArgs', () => {
  const args = buildEncodeVideoArgs({
    widthPx: 270,
    heightPx: 480,
    audioPath: '/tmp/a.wav',
    outputPath: '/tmp/out.mp4',
    encoder: defaultEncoderSettings,
    framesInput: { kind: 'matroska', path: '/tmp/frames.fifo' },
  });

  it('reads the timestamped frames the renderer streams, then the soundtrack', () => {
    expect(valueAfter(args, '-f')).toBe('matroska');
    expect(valueAfter(args, '-i', 0)).toBe('/tmp/frames.fifo');
    expect(valueAfter(args, '-i', 1)).toBe('/tmp/a.wav');
  });

  it('takes the renderer’s I420 frames as they are and repeats missing ones at 25 fps', () => {
    expect(valueAfter(args, '-vf')).toBe('fps=25');
  });

  it('writes H.264 yuv420p BT.709 + AAC 48 kHz stereo with faststart', () => {
    expect(valueAfter(args, '-c:v')).toBe('libx264');
    expect(valueAfter(args, '-preset')).toBe(defaultEncoderSettings.preset);
    expect(valueAfter(args, '-pix_fmt')).toBe('yuv420p');
    expect(valueAfter(args, '-colorspace')).toBe('bt709');
    expect(valueAfter(args, '-c:a')).toBe('aac');
    expect(valueAfter(args, '-ar')).toBe('48000');
    expect(valueAfter(args, '-ac')).toBe('2');
    expect(valueAfter(args, '-movflags')).toBe('+faststart');
    expect(args.at(-1)).toBe('/tmp/out.mp4');
  });

  it('can read raw frames from a file instead, for measuring the encoder alone, converting RGBA with BT.709', () => {
    const fromFile = (pixelFormat: 'rgba' | 'yuv420p') =>
      buildEncodeVideoArgs({
        widthPx: 2,
        heightPx: 4,
        audioPath: 'a.wav',
        outputPath: 'o.mp4',
        encoder: { ...defaultEncoderSettings, threads: 3 },
        framesInput: { kind: 'rawvideo', path: '/tmp/frames.raw', pixelFormat },
      });
    const rgba = fromFile('rgba');
    expect(rgba.slice(rgba.indexOf('-f'), rgba.indexOf('-i'))).toEqual(['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', '2x4', '-framerate', '25']);
    expect(valueAfter(rgba, '-i', 0)).toBe('/tmp/frames.raw');
    expect(valueAfter(rgba, '-threads')).toBe('3');
    expect(valueAfter(rgba, '-vf')).toBe('scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,fps=25');
    const i420 = fromFile('yuv420p');
    expect(valueAfter(i420, '-pix_fmt')).toBe('yuv420p');
    expect(valueAfter(i420, '-vf')).toBe('fps=25');
  });
});
