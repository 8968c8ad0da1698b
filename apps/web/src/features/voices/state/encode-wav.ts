/** RIFF header of a canonical PCM WAV file, in bytes. */
const WAV_HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;
const PCM_FORMAT_TAG = 1;
const MAX_INT16 = 0x7fff;
const MIN_INT16 = -0x8000;

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
}

/** The channels' average per sample, so a stereo take keeps both sides. */
function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels) {
    for (let index = 0; index < mono.length; index += 1) mono[index] = (mono[index] ?? 0) + (channel[index] ?? 0);
  }
  for (let index = 0; index < mono.length; index += 1) mono[index] = (mono[index] ?? 0) / channels.length;
  return mono;
}

/**
 * A mono 16-bit PCM WAV file of the decoded channels (-1..1 floats), the
 * format the server takes for voice recordings (it accepts mp3 and wav
 * only, not the browser's webm). Samples past full scale are clipped.
 */
export function encodeWav(channels: readonly Float32Array[], sampleRateHz: number): ArrayBuffer {
  const samples = mixToMono(channels);
  const dataBytes = samples.length * BYTES_PER_SAMPLE;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);

  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM_FORMAT_TAG, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRateHz, true);
  view.setUint32(28, sampleRateHz * BYTES_PER_SAMPLE, true);
  view.setUint16(32, BYTES_PER_SAMPLE, true);
  view.setUint16(34, BYTES_PER_SAMPLE * 8, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);

  for (let index = 0; index < samples.length; index += 1) {
    const sample = Math.max(-1, Math.min(1, samples[index] ?? 0));
    const value = sample < 0 ? Math.round(sample * -MIN_INT16) : Math.round(sample * MAX_INT16);
    view.setInt16(WAV_HEADER_BYTES + index * BYTES_PER_SAMPLE, value, true);
  }
  return buffer;
}
