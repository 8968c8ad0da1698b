import type { PcmAudio } from './pcm-audio.ts';

const pcmFormat = 1;
const floatFormat = 3;
const extensibleFormat = 0xfffe;

/** Encodes mono PCM as a 16-bit little-endian WAV file (samples are clamped to [-1, 1]). */
export function encodeWav(audio: PcmAudio): Uint8Array {
  const dataBytes = audio.samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  writeAscii(bytes, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(bytes, 8, 'WAVE');
  writeAscii(bytes, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, pcmFormat, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, audio.sampleRateHz, true);
  view.setUint32(28, audio.sampleRateHz * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeAscii(bytes, 36, 'data');
  view.setUint32(40, dataBytes, true);
  const pcm = new Int16Array(audio.samples.length);
  for (let index = 0; index < pcm.length; index++) {
    const sample = audio.samples[index] as number;
    pcm[index] = Math.round((sample > 1 ? 1 : sample < -1 ? -1 : sample) * 32767);
  }
  writeLittleEndian(pcm, bytes.subarray(44));
  return bytes;
}

/**
 * Decodes a PCM WAV file (8/16/24/32-bit integer or 32-bit float, any channel
 * count, WAVE_FORMAT_EXTENSIBLE included) to mono by averaging channels.
 * A data chunk whose declared size runs past the file (streamed WAV from
 * ffmpeg or Flite) is read to the end of the file.
 */
export function decodeWav(bytes: Uint8Array): PcmAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (readAscii(bytes, 0, 4) !== 'RIFF' || readAscii(bytes, 8, 4) !== 'WAVE') throw new Error('Not a WAV file');
  let offset = 12;
  let format: { code: number; channels: number; sampleRateHz: number; bitsPerSample: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const chunkId = readAscii(bytes, offset, 4);
    const chunkBytes = view.getUint32(offset + 4, true);
    const bodyOffset = offset + 8;
    if (chunkId === 'fmt ') {
      const code = view.getUint16(bodyOffset, true);
      format = {
        code: code === extensibleFormat ? view.getUint16(bodyOffset + 24, true) : code,
        channels: view.getUint16(bodyOffset + 2, true),
        sampleRateHz: view.getUint32(bodyOffset + 4, true),
        bitsPerSample: view.getUint16(bodyOffset + 14, true),
      };
    } else if (chunkId === 'data') {
      if (!format) throw new Error('WAV data chunk before its fmt chunk');
      const end = Math.min(bytes.length, bodyOffset + chunkBytes);
      return { samples: readSamples(view, bodyOffset, end, format), sampleRateHz: format.sampleRateHz };
    }
    offset = bodyOffset + chunkBytes + (chunkBytes % 2);
  }
  throw new Error('WAV file has no data chunk');
}

function readSamples(view: DataView, start: number, end: number, format: { code: number; channels: number; bitsPerSample: number }): Float32Array {
  const bytesPerSample = format.bitsPerSample / 8;
  const frameBytes = bytesPerSample * format.channels;
  const frameCount = Math.floor((end - start) / frameBytes);
  const samples = new Float32Array(frameCount);
  const read = sampleReader(view, format.code, format.bitsPerSample);
  for (let frame = 0; frame < frameCount; frame++) {
    let sum = 0;
    for (let channel = 0; channel < format.channels; channel++) sum += read(start + frame * frameBytes + channel * bytesPerSample);
    samples[frame] = sum / format.channels;
  }
  return samples;
}

function sampleReader(view: DataView, code: number, bitsPerSample: number): (offset: number) => number {
  if (code === floatFormat && bitsPerSample === 32) return (offset) => view.getFloat32(offset, true);
  if (code !== pcmFormat) throw new Error(`Unsupported WAV format ${code} at ${bitsPerSample} bits`);
  switch (bitsPerSample) {
    case 8:
      return (offset) => (view.getUint8(offset) - 128) / 128;
    case 16:
      return (offset) => view.getInt16(offset, true) / 32768;
    case 24:
      return (offset) => ((view.getUint8(offset + 2) << 24) | (view.getUint8(offset + 1) << 16) | (view.getUint8(offset) << 8)) / 2147483648;
    case 32:
      return (offset) => view.getInt32(offset, true) / 2147483648;
    default:
      throw new Error(`Unsupported WAV sample size ${bitsPerSample} bits`);
  }
}

const isLittleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function writeLittleEndian(pcm: Int16Array, target: Uint8Array): void {
  if (isLittleEndian) {
    target.set(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    return;
  }
  const view = new DataView(target.buffer, target.byteOffset, target.byteLength);
  pcm.forEach((sample, index) => view.setInt16(index * 2, sample, true));
}

function writeAscii(bytes: Uint8Array, offset: number, text: string): void {
  for (let index = 0; index < text.length; index++) bytes[offset + index] = text.charCodeAt(index);
}

function readAscii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}
