import type { Storage } from '@talkreel/platform';
import { encodeAudio } from '../audio/encode-audio.ts';
import { decodeWav } from '../audio/wav.ts';
import type { SpeechSynthesisResult } from '../speech-engine.ts';

/** Stores synthesised speech as MP3 (a tenth of the WAV's size) under `key`. */
export async function storeSpeechMp3(storage: Storage, key: string, result: SpeechSynthesisResult, options: { ffmpegPath?: string } = {}): Promise<void> {
  const mp3 = await encodeAudio(decodeWav(result.audio), 'mp3', options);
  await storage.put(key, Buffer.from(mp3), { contentType: 'audio/mpeg' });
}
