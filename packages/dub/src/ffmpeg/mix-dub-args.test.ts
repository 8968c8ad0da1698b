import { describe, expect, it } from 'vitest';
import { buildMixDubArgs, buildMixDubGraph, type MixDubArgsInput } from './mix-dub-args.ts';

const input: MixDubArgsInput = {
  original: { path: '/v/original.mp4', channels: 2 },
  voicePath: '/t/voice.wav',
  duckExpression: 'clip(min((t-0.94)/0.06,(2.06-t)/0.06),0,1)',
  durationMs: 10_000,
  outPath: '/t/dub.m4a',
};

describe('buildMixDubGraph', () => {
  it('crossfades the original to its voice-band cut while the dub plays, and adds the voice', () => {
    expect(buildMixDubGraph(input).split(';')).toEqual([
      '[0:a]aresample=48000:async=1:first_pts=0,aformat=channel_layouts=stereo,aformat=sample_fmts=fltp,apad=whole_len=480000,atrim=end_sample=480000,asetpts=PTS-STARTPTS,asetnsamples=n=240,asplit=2[dry][band]',
      "[dry]volume=eval=frame:volume='1-(clip(min((t-0.94)/0.06,(2.06-t)/0.06),0,1))'[kept]",
      "[band]anequalizer=c0 f=935 w=3250 g=-18 t=0|c1 f=935 w=3250 g=-18 t=0,volume=eval=frame:volume='clip(min((t-0.94)/0.06,(2.06-t)/0.06),0,1)'[ducked]",
      '[1:a]aresample=48000,pan=stereo|c0=c0|c1=c0,aformat=sample_fmts=fltp,apad=whole_len=480000,atrim=end_sample=480000,asetpts=PTS-STARTPTS[voice]',
      '[kept][ducked][voice]amix=inputs=3:duration=first:dropout_transition=0,volume=3,atrim=end_sample=480000[mix]',
    ]);
  });

  it('copies a mono original to both sides', () => {
    expect(buildMixDubGraph({ ...input, original: { path: '/a.wav', channels: 1 } })).toContain('first_pts=0,pan=stereo|c0=c0|c1=c0,');
  });
});

describe('buildMixDubArgs', () => {
  it('writes AAC for .m4a and 16-bit PCM for .wav, 48 kHz stereo', () => {
    const args = buildMixDubArgs(input);
    expect(args.slice(0, 6)).toEqual(['-loglevel', 'error', '-protocol_whitelist', 'file,pipe', '-i', '/v/original.mp4']);
    expect(args.slice(-14)).toEqual([
      '-map',
      '[mix]',
      '-c:a',
      'aac',
      '-b:a',
      '192k',
      '-movflags',
      '+faststart',
      '-ar',
      '48000',
      '-ac',
      '2',
      '-y',
      '/t/dub.m4a',
    ]);
    expect(buildMixDubArgs({ ...input, outPath: '/t/dub.wav' }).slice(-10)).toEqual([
      '-map',
      '[mix]',
      '-c:a',
      'pcm_s16le',
      '-ar',
      '48000',
      '-ac',
      '2',
      '-y',
      '/t/dub.wav',
    ]);
  });

  it('mixes over silence when the original has no audio, and reads a long graph from a file', () => {
    const args = buildMixDubArgs({ ...input, original: null }, '/t/graph.txt');
    expect(args.slice(2, 6)).toEqual(['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo']);
    expect(args).toEqual(expect.arrayContaining(['-filter_complex_script', '/t/graph.txt']));
    expect(args).not.toContain('-filter_complex');
  });
});
