import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav, estimatePitch } from '@talkreel/speech';
import { ffmpegPath, makeMedia, makeTonesWav, zeroCrossingFrequencyHz } from '../test-support/dub-media.ts';
import { findRubberband, parseRubberbandVersion } from './find-rubberband.ts';
import { stretchSpeech } from './stretch-speech.ts';

let tempDir: string;
let tone: Uint8Array;
let voice: Uint8Array;

/** Rate and channel count from a WAV's fmt chunk (at its usual place). */
function wavFormat(wav: Uint8Array): { sampleRateHz: number; channels: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  return { sampleRateHz: view.getUint32(24, true), channels: view.getUint16(22, true) };
}

function medianPitchHz(wav: Uint8Array): number {
  const voiced = estimatePitch(decodeWav(wav))
    .map((frame) => frame.frequencyHz)
    .filter((hz): hz is number => hz !== null)
    .sort((a, b) => a - b);
  return voiced[Math.floor(voiced.length / 2)] ?? 0;
}

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'dub-stretch-'));
  // A 220 Hz sine, stereo at 24 kHz: the rate and channels must come back as they were.
  await makeTonesWav(path.join(tempDir, 'tone.wav'), { frequenciesHz: [220], amplitude: 0.5, durationMs: 3000, sampleRateHz: 24_000, channels: 2 });
  // A voice-like buzz: 140 Hz and its harmonics, syllables every 250 ms (48 kHz mono, as the speech engines write).
  await makeMedia([
    '-f',
    'lavfi',
    '-i',
    'aevalsrc=(0.3*sin(2*PI*140*t)+0.2*sin(2*PI*280*t)+0.12*sin(2*PI*420*t)+0.08*sin(2*PI*560*t))*(0.55+0.45*sin(2*PI*4*t)):s=48000:d=3',
    '-c:a',
    'pcm_s16le',
    path.join(tempDir, 'voice.wav'),
  ]);
  tone = new Uint8Array(await readFile(path.join(tempDir, 'tone.wav')));
  voice = new Uint8Array(await readFile(path.join(tempDir, 'voice.wav')));
});

afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

describe('findRubberband', () => {
  it('finds the rubberband CLI on PATH (rubberband-cli is installed here and in CI)', async () => {
    const found = await findRubberband();
    expect(found).toMatch(/^\/.*rubberband$/u);
  });

  it('reads the version line', () => {
    expect(parseRubberbandVersion('3.1.2\n')).toBe('3.1.2');
    expect(parseRubberbandVersion('Rubber Band\n')).toBeNull();
  });
});

describe('stretchSpeech', () => {
  for (const tool of ['rubberband', 'atempo'] as const) {
    it(`${tool}: shortens by the factor and keeps the pitch, rate and channels`, async () => {
      const rubberbandPath = tool === 'rubberband' ? await findRubberband() : null;
      for (const factor of [1.3, 1.12]) {
        const stretched = await stretchSpeech(tone, factor, { ffmpegPath, rubberbandPath, tempDir });
        expect(stretched.tool).toBe(tool);
        expect(wavFormat(stretched.wav)).toEqual({ sampleRateHz: 24_000, channels: 2 });
        const audio = decodeWav(stretched.wav);
        const durationMs = (audio.samples.length / audio.sampleRateHz) * 1000;
        expect(Math.abs(durationMs / (3000 / factor) - 1)).toBeLessThan(0.03);
        // Away from the edges, the sine is still 220 Hz.
        const middle = audio.samples.subarray(Math.round(audio.sampleRateHz * 0.3), audio.samples.length - Math.round(audio.sampleRateHz * 0.3));
        expect(zeroCrossingFrequencyHz(middle, audio.sampleRateHz)).toBeCloseTo(220, 0);
      }
      const voiced = await stretchSpeech(voice, 1.3, { ffmpegPath, rubberbandPath, tempDir });
      const voicedAudio = decodeWav(voiced.wav);
      expect(Math.abs(voicedAudio.samples.length / voicedAudio.sampleRateHz / (3 / 1.3) - 1)).toBeLessThan(0.03);
      expect(Math.abs(medianPitchHz(voiced.wav) / medianPitchHz(voice) - 1)).toBeLessThan(0.03);
      expect(medianPitchHz(voice)).toBeCloseTo(140, -1);
    });
  }

  it('returns the WAV untouched for factor 1 and refuses nonsense', async () => {
    expect(await stretchSpeech(tone, 1, { ffmpegPath, tempDir })).toEqual({ wav: tone, tool: 'none' });
    await expect(stretchSpeech(tone, -2, { ffmpegPath, tempDir })).rejects.toThrow('stretch factor must be positive, got -2');
  });

  it('finds rubberband itself when not told', async () => {
    expect((await stretchSpeech(voice, 1.2, { ffmpegPath, tempDir })).tool).toBe('rubberband');
  });

  it('names the tool that failed', async () => {
    await expect(stretchSpeech(new Uint8Array([1, 2, 3]), 1.2, { ffmpegPath, rubberbandPath: await findRubberband(), tempDir })).rejects.toThrow(
      /^rubberband could not stretch the speech: /u,
    );
  });
});
