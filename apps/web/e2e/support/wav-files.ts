import { writeFile } from 'node:fs/promises';

export interface SawtoothWavOptions {
  durationMs: number;
  frequencyHz: number;
  /** The loudness swells this many times a second, like syllables. */
  modulationHz: number;
  sampleRateHz: number;
}

export const VOICE_LIKE_SAWTOOTH: SawtoothWavOptions = { durationMs: 3000, frequencyHz: 150, modulationHz: 4, sampleRateHz: 48_000 };

/**
 * A mono 16-bit WAV of a sawtooth with amplitude modulation: a stand-in for a
 * voice whose pitch (the sawtooth's frequency) and pace (the modulation) are
 * known, so what the server measures in it can be checked.
 */
export function createSawtoothWav({ durationMs, frequencyHz, modulationHz, sampleRateHz }: SawtoothWavOptions): Buffer {
  const sampleCount = Math.round((sampleRateHz * durationMs) / 1000);
  const dataBytes = sampleCount * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRateHz, 24);
  wav.writeUInt32LE(sampleRateHz * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let index = 0; index < sampleCount; index += 1) {
    const timeS = index / sampleRateHz;
    const sawtooth = 2 * ((timeS * frequencyHz) % 1) - 1;
    // 0.1 to 1: never silent, so the whole take counts as speech.
    const envelope = 0.55 - 0.45 * Math.cos(2 * Math.PI * modulationHz * timeS);
    wav.writeInt16LE(Math.round(sawtooth * envelope * 0.5 * 32767), 44 + index * 2);
  }
  return wav;
}

export async function writeSawtoothWav(filePath: string, options: SawtoothWavOptions = VOICE_LIKE_SAWTOOTH): Promise<void> {
  await writeFile(filePath, createSawtoothWav(options));
}

export interface WavFacts {
  /** 1 = integer PCM. */
  formatTag: number;
  channelCount: number;
  bitsPerSample: number;
  sampleRateHz: number;
  durationS: number;
  /** Largest absolute sample, 0 to 32767 for 16-bit. */
  peakSample: number;
}

/** Reads a canonical 16-bit PCM WAV file's header and measures its data; throws when it is not one. */
export function readWavFacts(wav: Buffer): WavFacts {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 16) !== 'WAVEfmt ') {
    throw new Error(`Not a WAV file: starts with ${JSON.stringify(wav.toString('latin1', 0, 16))}`);
  }
  const sampleRateHz = wav.readUInt32LE(24);
  const blockAlign = wav.readUInt16LE(32);
  const dataBytes = wav.readUInt32LE(40);
  let peakSample = 0;
  for (let offset = 44; offset + 1 < Math.min(wav.length, 44 + dataBytes); offset += 2) {
    peakSample = Math.max(peakSample, Math.abs(wav.readInt16LE(offset)));
  }
  return {
    formatTag: wav.readUInt16LE(20),
    channelCount: wav.readUInt16LE(22),
    bitsPerSample: wav.readUInt16LE(34),
    sampleRateHz,
    durationS: dataBytes / blockAlign / sampleRateHz,
    peakSample,
  };
}
