import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveFfmpegPath } from '@talkreel/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureIntegratedLoudness } from './loudness.ts';
import { normalizeLoudness } from './normalize-loudness.ts';
import { concatPcm, createSilence, measurePeakDb, type PcmAudio } from './pcm-audio.ts';
import { createHarmonicTone, createNoise } from './test-signals.fixture.ts';
import { encodeWav } from './wav.ts';

const execFileAsync = promisify(execFile);
let directory: string;

/** ffmpeg's own BS.1770 meter (the ebur128 filter), as the reference to agree with. */
async function measureWithFfmpeg(audio: PcmAudio): Promise<number> {
  const file = path.join(directory, `clip-${Math.random().toString(36).slice(2)}.wav`);
  await writeFile(file, encodeWav(audio));
  const { stderr } = await execFileAsync(resolveFfmpegPath(), ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-']);
  const match = /I:\s+(-?[\d.]+) LUFS\s+Threshold/u.exec(stderr.slice(stderr.lastIndexOf('Summary:')));
  if (!match) throw new Error(`No integrated loudness in ffmpeg output: ${stderr.slice(-500)}`);
  return Number(match[1]);
}

/** Bursts of noise and buzz with gaps: gating matters for it, as for speech. */
function speechLike(sampleRateHz: number): PcmAudio {
  const parts: PcmAudio[] = [];
  for (let index = 0; index < 6; index++) {
    parts.push(createHarmonicTone({ frequencyHz: 110 + index * 20, durationMs: 450, sampleRateHz, harmonics: 12, amplitude: 0.3 }));
    parts.push(createNoise({ durationMs: 120, sampleRateHz, amplitude: 0.05, seed: index + 1 }));
    parts.push(createSilence(300, sampleRateHz));
  }
  return concatPcm(parts, sampleRateHz);
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-loudness-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('measureIntegratedLoudness', () => {
  it('reads a 1 kHz sine at -20 dBFS peak as -23.0 LUFS, the BS.1770 calibration point', () => {
    const tone = createHarmonicTone({ frequencyHz: 1000, durationMs: 3000, sampleRateHz: 48_000, amplitude: 0.1 });
    expect(measureIntegratedLoudness(tone)).toBeCloseTo(-23.0, 1);
  });

  it.each([48_000, 22_050, 16_000])('agrees with ffmpeg ebur128 within 0.3 LU on gated speech-like audio at %i Hz', async (sampleRateHz) => {
    const clip = speechLike(sampleRateHz);
    const ours = measureIntegratedLoudness(clip);
    expect(Math.abs(ours - (await measureWithFfmpeg(clip)))).toBeLessThan(0.3);
  });

  it('is -Infinity for silence', () => {
    expect(measureIntegratedLoudness(createSilence(1000, 48_000))).toBe(-Infinity);
  });
});

describe('normalizeLoudness', () => {
  it('brings quiet speech to -16 LUFS and keeps peaks under -1 dBFS with the limiter', () => {
    const quiet = speechLike(48_000);
    for (let index = 0; index < quiet.samples.length; index++) quiet.samples[index] = (quiet.samples[index] as number) * 0.05;
    const normalised = normalizeLoudness(quiet);
    expect(measurePeakDb(normalised)).toBeLessThanOrEqual(-0.99);
    expect(Math.abs(measureIntegratedLoudness(normalised) - -16)).toBeLessThan(0.6);
  });
});
