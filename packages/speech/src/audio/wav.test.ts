import { describe, expect, it } from 'vitest';
import { createHarmonicTone } from './test-signals.fixture.ts';
import { decodeWav, encodeWav } from './wav.ts';

function wavHeader(options: {
  format: number;
  channels: number;
  sampleRateHz: number;
  bitsPerSample: number;
  dataBytes: number;
  declaredDataBytes?: number;
}): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + options.dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(options.format, 20);
  header.writeUInt16LE(options.channels, 22);
  header.writeUInt32LE(options.sampleRateHz, 24);
  header.writeUInt32LE((options.sampleRateHz * options.channels * options.bitsPerSample) / 8, 28);
  header.writeUInt16LE((options.channels * options.bitsPerSample) / 8, 32);
  header.writeUInt16LE(options.bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(options.declaredDataBytes ?? options.dataBytes, 40);
  return header;
}

describe('WAV encode and decode', () => {
  it('round-trips 16-bit mono within one quantisation step', () => {
    const tone = createHarmonicTone({ frequencyHz: 220, durationMs: 100, sampleRateHz: 48_000, harmonics: 3 });
    const bytes = encodeWav(tone);
    expect(bytes.length).toBe(44 + tone.samples.length * 2);
    const decoded = decodeWav(bytes);
    expect(decoded.sampleRateHz).toBe(48_000);
    expect(decoded.samples.length).toBe(tone.samples.length);
    const maxError = Math.max(...decoded.samples.map((sample, index) => Math.abs(sample - (tone.samples[index] as number))));
    expect(maxError).toBeLessThan(1 / 32_000);
  });

  it('averages stereo 24-bit channels to mono', () => {
    const data = Buffer.alloc(6 * 2);
    data.writeIntLE(0x400000, 0, 3);
    data.writeIntLE(0, 3, 3);
    data.writeIntLE(-0x400000, 6, 3);
    data.writeIntLE(-0x400000, 9, 3);
    const decoded = decodeWav(Buffer.concat([wavHeader({ format: 1, channels: 2, sampleRateHz: 16_000, bitsPerSample: 24, dataBytes: data.length }), data]));
    expect(Array.from(decoded.samples)).toEqual([0.25, -0.5]);
  });

  it('reads 32-bit float and a streamed data chunk whose size runs past the file', () => {
    const data = Buffer.alloc(8);
    data.writeFloatLE(0.75, 0);
    data.writeFloatLE(-0.125, 4);
    const header = wavHeader({ format: 3, channels: 1, sampleRateHz: 22_050, bitsPerSample: 32, dataBytes: 8, declaredDataBytes: 0xffffffff });
    const decoded = decodeWav(Buffer.concat([header, data]));
    expect(Array.from(decoded.samples)).toEqual([0.75, -0.125]);
    expect(decoded.sampleRateHz).toBe(22_050);
  });

  it('rejects what is not a WAV file', () => {
    expect(() => decodeWav(new TextEncoder().encode('ID3 this is an mp3 file'))).toThrow('Not a WAV file');
  });
});
