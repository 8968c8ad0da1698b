import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMono, ffmpegPath, makeMedia, makeTonesWav, probeStreams, toneLevelDb } from '../test-support/dub-media.ts';
import { mixDubTrack } from './mix-dub-track.ts';
import type { DubClip } from './write-voice-track.ts';

let tempDir: string;
let clips: DubClip[];
const amplitudeDb = 20 * Math.log10(0.1);
const clipDb = 20 * Math.log10(0.3);

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'dub-mix-'));
  // The original: a "voice" (200 Hz + 1 kHz) over "music" (60 Hz + 8 kHz), each sine 0.1 peak, 8 s.
  const tones = { frequenciesHz: [200, 1000, 60, 8000], amplitude: 0.1, durationMs: 8000 };
  await makeTonesWav(path.join(tempDir, 'original-stereo.wav'), { ...tones, channels: 2 });
  await makeTonesWav(path.join(tempDir, 'original-mono.wav'), { ...tones, sampleRateHz: 44_100 });
  // The dub: a 2.5 kHz clip at 48 kHz (1.5 s) and a 3.2 kHz one at 16 kHz (1 s, cut to 600 ms by its place).
  await makeTonesWav(path.join(tempDir, 'clip-a.wav'), { frequenciesHz: [2500], amplitude: 0.3, durationMs: 1500 });
  await makeTonesWav(path.join(tempDir, 'clip-b.wav'), { frequenciesHz: [3200], amplitude: 0.3, durationMs: 1000, sampleRateHz: 16_000 });
  clips = [
    { wavPath: path.join(tempDir, 'clip-b.wav'), startMs: 6000, endMs: 6600 },
    { wavPath: path.join(tempDir, 'clip-a.wav'), startMs: 3000, endMs: 4600 },
  ];
});

afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

describe('mixDubTrack', () => {
  it('ducks the voice band under each clip, keeps the music, and plays the clips at their places (AAC)', async () => {
    const outPath = path.join(tempDir, 'dub.m4a');
    await mixDubTrack({ originalPath: path.join(tempDir, 'original-stereo.wav'), clips, outPath, durationMs: 8000 }, { ffmpegPath });
    const [stream] = await probeStreams(outPath);
    expect(stream).toMatchObject({ codec_type: 'audio', codec_name: 'aac', sample_rate: '48000', channels: 2 });
    expect(Number(stream!.duration)).toBeCloseTo(8, 1);
    const mix = await decodeMono(outPath);
    const before = (hz: number) => toneLevelDb(mix, hz, 500, 2500);
    const during = (hz: number) => toneLevelDb(mix, hz, 3100, 4400);
    expect(before(1000)).toBeCloseTo(amplitudeDb, 0);
    // The voice band is ducked by about 18 dB while the dub plays …
    expect(before(1000) - during(1000)).toBeGreaterThanOrEqual(12);
    expect(before(1000) - during(1000)).toBeLessThan(20);
    // … the music outside it is kept …
    for (const hz of [60, 8000]) expect(Math.abs(before(hz) - during(hz))).toBeLessThan(1);
    // … and the dub sounds only where it is placed.
    expect(during(2500)).toBeCloseTo(clipDb, 0);
    expect(before(2500)).toBeLessThan(clipDb - 30);
    expect(toneLevelDb(mix, 3200, 6050, 6550)).toBeCloseTo(clipDb, 0);
    expect(toneLevelDb(mix, 3200, 6700, 7900)).toBeLessThan(clipDb - 30);
    // The original comes back after each clip.
    expect(Math.abs(toneLevelDb(mix, 1000, 4800, 5800) - before(1000))).toBeLessThan(0.5);
    expect(Math.abs(toneLevelDb(mix, 1000, 6800, 7900) - before(1000))).toBeLessThan(0.5);
  });

  it('writes an exact-length WAV and keeps a mono original at its level', async () => {
    const outPath = path.join(tempDir, 'dub.wav');
    await mixDubTrack({ originalPath: path.join(tempDir, 'original-mono.wav'), clips, outPath, durationMs: 7000 }, { ffmpegPath });
    const [stream] = await probeStreams(outPath);
    expect(stream).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '48000', channels: 2, duration: '7.000000' });
    const mix = await decodeMono(outPath);
    expect(mix.length).toBe(7 * 48_000);
    expect(toneLevelDb(mix, 1000, 500, 2500)).toBeCloseTo(amplitudeDb, 0);
    expect(toneLevelDb(mix, 1000, 500, 2500) - toneLevelDb(mix, 1000, 3100, 4400)).toBeGreaterThanOrEqual(12);
  });

  it('plays the dub over silence when the original has no sound', async () => {
    const videoPath = path.join(tempDir, 'silent.mp4');
    await makeMedia(['-f', 'lavfi', '-i', 'color=c=gray:s=160x120:r=25:d=8', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', videoPath]);
    const outPath = path.join(tempDir, 'dub-silent.wav');
    await mixDubTrack({ originalPath: videoPath, clips, outPath, durationMs: 8000 }, { ffmpegPath });
    const mix = await decodeMono(outPath);
    expect(toneLevelDb(mix, 2500, 3100, 4400)).toBeCloseTo(clipDb, 0);
    expect(toneLevelDb(mix, 1000, 500, 2500)).toBeLessThan(-80);
  });

  it('refuses overlapping clips', async () => {
    const overlapping = [clips[1]!, { ...clips[1]!, startMs: 3500 }];
    await expect(
      mixDubTrack(
        { originalPath: path.join(tempDir, 'original-mono.wav'), clips: overlapping, outPath: path.join(tempDir, 'x.wav'), durationMs: 8000 },
        { ffmpegPath },
      ),
    ).rejects.toThrow(`dub clips overlap: ${clips[1]!.wavPath} starts at 3500 ms, before the previous clip ends`);
  });
});
