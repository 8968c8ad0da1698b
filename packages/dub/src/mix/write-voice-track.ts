import { open, readFile } from 'node:fs/promises';
import { decodeWav, resamplePcm } from '@talkreel/speech';
import { dubSampleRateHz, samplesFor } from '../ffmpeg/mix-dub-args.ts';
import type { DuckInterval } from './duck-envelope.ts';

/** One dub clip: a WAV file placed at startMs and cut at endMs. */
export interface DubClip {
  wavPath: string;
  startMs: number;
  endMs: number;
}

/** A clip cut short fades out over this long instead of clicking. */
const cutFadeSamples = Math.round(dubSampleRateHz * 0.01);
/** Placements this close to the previous clip's end are rounding, not an overlap. */
const roundingSamples = Math.round(dubSampleRateHz / 1000);

/** The 44-byte header of a 16-bit mono PCM WAV at 48 kHz holding `sampleCount` samples. */
export function monoWavHeader(sampleCount: number): Uint8Array {
  const header = new Uint8Array(44);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, index) => (header[offset + index] = char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + sampleCount * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, dubSampleRateHz, true);
  view.setUint32(28, dubSampleRateHz * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, sampleCount * 2, true);
  return header;
}

function toInt16(samples: Float32Array, fadeOut: boolean): Uint8Array {
  const pcm = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index++) {
    const remaining = samples.length - index;
    const gain = fadeOut && remaining < cutFadeSamples ? remaining / cutFadeSamples : 1;
    const sample = (samples[index] as number) * gain;
    pcm[index] = Math.round((sample > 1 ? 1 : sample < -1 ? -1 : sample) * 32767);
  }
  return new Uint8Array(pcm.buffer);
}

/**
 * Writes one mono 48 kHz WAV, `durationMs` long, with every clip at its
 * place (each decoded and resampled in turn, so memory holds one clip) and
 * silence between. Returns when each clip really sounds (its audio may end
 * before its endMs). Clips must not overlap.
 */
export async function writeVoiceTrack(clips: readonly DubClip[], durationMs: number, outPath: string): Promise<DuckInterval[]> {
  const totalSamples = samplesFor(durationMs);
  const sorted = [...clips].sort((a, b) => a.startMs - b.startMs);
  const sounding: DuckInterval[] = [];
  const file = await open(outPath, 'w');
  try {
    await file.write(monoWavHeader(totalSamples));
    let cursor = 0;
    const writeSilence = async (untilSample: number) => {
      while (cursor < untilSample) {
        const count = Math.min(untilSample - cursor, dubSampleRateHz * 10);
        await file.write(new Uint8Array(count * 2));
        cursor += count;
      }
    };
    for (const clip of sorted) {
      let startSample = Math.min(totalSamples, Math.max(0, samplesFor(clip.startMs)));
      if (startSample < cursor - roundingSamples) {
        throw new RangeError(`dub clips overlap: ${clip.wavPath} starts at ${clip.startMs} ms, before the previous clip ends`);
      }
      startSample = Math.max(startSample, cursor);
      const endSample = Math.min(totalSamples, samplesFor(clip.endMs));
      if (endSample <= startSample) continue;
      const decoded = decodeWav(new Uint8Array(await readFile(clip.wavPath)));
      const audio = decoded.sampleRateHz === dubSampleRateHz ? decoded : resamplePcm(decoded, dubSampleRateHz);
      const isCut = audio.samples.length > endSample - startSample;
      const placed = audio.samples.subarray(0, endSample - startSample);
      await writeSilence(startSample);
      await file.write(toInt16(placed, isCut));
      cursor += placed.length;
      if (placed.length > 0) {
        sounding.push({ startMs: (startSample * 1000) / dubSampleRateHz, endMs: ((startSample + placed.length) * 1000) / dubSampleRateHz });
      }
    }
    await writeSilence(totalSamples);
  } finally {
    await file.close();
  }
  return sounding;
}
