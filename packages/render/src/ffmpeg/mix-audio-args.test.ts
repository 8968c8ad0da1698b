import { describe, expect, it } from 'vitest';
import { buildMixAudioArgs, buildMixInputFilter, type MixInput } from './mix-audio-args.ts';

const base: MixInput = {
  filePath: '/m/music.wav',
  startMs: 1500,
  durationMs: 4000,
  clipStartMs: 2000,
  clipDurationMs: 1000,
  isLooping: false,
  playbackRate: 1,
  volume: 0.6,
  fadeInMs: 0,
  fadeOutMs: 0,
};

describe('buildMixInputFilter', () => {
  it('trims the clip, places it on the timeline and pads it to the full length', () => {
    expect(buildMixInputFilter(base, 2, 480_000)).toBe(
      '[2:a]atrim=start=2.000:end=3.000,asetpts=PTS-STARTPTS,aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo,' +
        'atrim=end=4.000,asetpts=PTS-STARTPTS,volume=0.6000,adelay=1500|1500,apad=whole_len=480000,atrim=end_sample=480000[a2]',
    );
  });

  it('loops, changes tempo and fades when asked', () => {
    const filter = buildMixInputFilter({ ...base, startMs: 0, isLooping: true, playbackRate: 4, fadeInMs: 500, fadeOutMs: 250 }, 0, 1000);
    // A 998 ms loop fills the 4000 ms slot in 5 plays: the first and 4 more.
    expect(filter).toContain('aloop=loop=4:size=47904');
    expect(filter).toContain('atempo=2,atempo=2');
    expect(filter).toContain('afade=t=in:st=0:d=0.500');
    expect(filter).toContain('afade=t=out:st=3.750:d=0.250');
    expect(filter).not.toContain('adelay');
  });

  it('plays to the end of the file when the clip length is unknown', () => {
    expect(buildMixInputFilter({ ...base, clipDurationMs: Infinity }, 0, 10)).toContain('atrim=start=2.000,');
  });
});

describe('buildMixAudioArgs', () => {
  it('sums every track with amix and a compensating volume', () => {
    const args = buildMixAudioArgs({ inputs: [base, { ...base, filePath: '/m/voice.wav' }], durationMs: 10_000, outputPath: '/t/mix.wav' });
    expect(args.filter((arg) => arg === '-i')).toHaveLength(2);
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('[a0][a1]amix=inputs=2:duration=longest:dropout_transition=0,volume=2,atrim=end_sample=480000[mix]');
    expect(args.slice(-10)).toEqual(['-map', '[mix]', '-c:a', 'pcm_s16le', '-ar', '48000', '-ac', '2', '-y', '/t/mix.wav']);
  });

  it('writes silence of the right length when nothing sounds', () => {
    const args = buildMixAudioArgs({ inputs: [], durationMs: 2500, outputPath: '/t/mix.wav' });
    expect(args).toEqual(expect.arrayContaining(['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo', '-t', '2.500']));
  });
});
