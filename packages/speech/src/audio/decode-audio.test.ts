import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio, getAudioDurationMs } from './decode-audio.ts';
import { encodeAudio } from './encode-audio.ts';
import { estimatePitch } from './pitch.ts';
import { summarizePitch } from './pitch-summary.ts';
import { createHarmonicTone } from './test-signals.fixture.ts';
import { encodeWav } from './wav.ts';

let directory: string;
const tone = createHarmonicTone({ frequencyHz: 180, durationMs: 2000, sampleRateHz: 48_000, harmonics: 5 });

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-decode-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('decodeAudio and encodeAudio (ffmpeg)', () => {
  it.each(['mp3', 'm4a', 'ogg'] as const)('round-trips %s with the duration and pitch intact', async (format) => {
    const encoded = await encodeAudio(tone, format);
    const decoded = await decodeAudio(encoded, { sampleRateHz: 16_000 });
    expect(decoded.sampleRateHz).toBe(16_000);
    expect(Math.abs(decoded.samples.length / 16 - 2000)).toBeLessThan(80);
    expect(summarizePitch(estimatePitch(decoded)).medianHz).toBeCloseTo(180, -1);
  });

  it('decodes a WAV file from a path and measures its duration from the samples', async () => {
    const file = path.join(directory, 'tone.wav');
    await writeFile(file, encodeWav(tone));
    expect(await getAudioDurationMs(file)).toBeCloseTo(2000, -1);
  });

  it('refuses a playlist that points ffmpeg at the network', async () => {
    const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:9/secret.ts\n#EXT-X-ENDLIST\n';
    const file = path.join(directory, 'evil.m3u8');
    await writeFile(file, playlist);
    await expect(decodeAudio(file)).rejects.toThrow(/Protocol 'http' not on whitelist/u);
  });
});
