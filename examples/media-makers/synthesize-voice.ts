/** Audio rate of the made-up voice, Hz. */
export const voiceSampleRateHz = 48_000;

/**
 * Loudness of a pretend sentence over time, 0–1: syllables of 150–260 ms
 * with short gaps and a pause between phrases. Deterministic, so the mouth
 * drawn for a frame matches the sound at that moment.
 */
export function speechEnvelope(timeMs: number): number {
  const phraseMs = 2000;
  const inPhraseMs = timeMs % phraseMs;
  if (inPhraseMs > 1600) return 0;
  const syllableMs = 200 + 60 * Math.sin(Math.floor(inPhraseMs / 200) * 1.7);
  const inSyllable = (inPhraseMs % 200) / Math.min(200, syllableMs);
  if (inSyllable >= 1) return 0;
  return Math.sin(Math.PI * inSyllable) ** 0.7;
}

/**
 * A vowel-like buzz (a 140 Hz voice with two formants) shaped by the speech
 * envelope: not words, but clearly speech-timed sound for the examples.
 */
export function synthesizeVoice(durationMs: number): Float32Array {
  const sampleCount = Math.round((durationMs * voiceSampleRateHz) / 1000);
  const samples = new Float32Array(sampleCount);
  for (let index = 0; index < sampleCount; index += 1) {
    const timeSeconds = index / voiceSampleRateHz;
    const pitchHz = 140 + 12 * Math.sin(timeSeconds * 2.1);
    let value = 0;
    for (let harmonic = 1; harmonic <= 24; harmonic += 1) {
      const frequencyHz = pitchHz * harmonic;
      const formants = Math.exp(-(((frequencyHz - 700) / 260) ** 2)) + 0.6 * Math.exp(-(((frequencyHz - 1200) / 300) ** 2)) + 0.08;
      value += (formants / harmonic) * Math.sin(2 * Math.PI * frequencyHz * timeSeconds);
    }
    samples[index] = 0.35 * value * speechEnvelope(timeSeconds * 1000);
  }
  return samples;
}

/** 16-bit mono PCM WAV bytes. */
export function encodeWav(samples: Float32Array, sampleRateHz: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), index * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRateHz, 24);
  header.writeUInt32LE(sampleRateHz * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
