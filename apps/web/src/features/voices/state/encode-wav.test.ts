import { describe, expect, it } from 'vitest';
import { encodeWav } from './encode-wav.ts';

function ascii(view: DataView, offset: number, length: number): string {
  return String.fromCharCode(...Array.from({ length }, (_, index) => view.getUint8(offset + index)));
}

describe('encodeWav', () => {
  it('writes a canonical mono 16-bit PCM header for the sample rate', () => {
    const wav = encodeWav([new Float32Array(480)], 48_000);
    const view = new DataView(wav);
    expect(wav.byteLength).toBe(44 + 960);
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 960);
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(28, true)).toBe(96_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(960);
  });

  it('scales to full 16-bit range and clips past it', () => {
    const view = new DataView(encodeWav([Float32Array.from([0, 1, -1, 0.5, 2, -3])], 16_000));
    const samples = Array.from({ length: 6 }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 16384, 32767, -32768]);
  });

  it('mixes stereo to mono by averaging the channels', () => {
    const left = Float32Array.from([1, 0.5, -0.5]);
    const right = Float32Array.from([0, 0.5, 0.5]);
    const view = new DataView(encodeWav([left, right], 44_100));
    expect(view.getUint16(22, true)).toBe(1);
    expect([0, 1, 2].map((index) => view.getInt16(44 + index * 2, true))).toEqual([16384, 16384, 0]);
  });

  it('keeps a 1-second 440 Hz tone at its length and peak', () => {
    const sampleRateHz = 22_050;
    const tone = Float32Array.from({ length: sampleRateHz }, (_, index) => 0.8 * Math.sin((2 * Math.PI * 440 * index) / sampleRateHz));
    const view = new DataView(encodeWav([tone], sampleRateHz));
    const dataBytes = view.getUint32(40, true);
    expect(dataBytes / 2 / sampleRateHz).toBe(1);
    let peak = 0;
    for (let offset = 44; offset < 44 + dataBytes; offset += 2) peak = Math.max(peak, Math.abs(view.getInt16(offset, true)));
    expect(peak / 32767).toBeCloseTo(0.8, 2);
  });

  it('writes an empty data chunk for no channels', () => {
    expect(encodeWav([], 48_000).byteLength).toBe(44);
  });
});
