import { decodeWav, encodeAudio, type SpeechSynthesisResult } from '@talkreel/speech';
import type { Runtime } from '@talkreel/platform';

/** Stores synthesised speech as MP3 (a tenth of the WAV's size) under `key`. */
export async function storeSpeechAudio(runtime: Runtime, key: string, result: SpeechSynthesisResult): Promise<void> {
  const mp3 = await encodeAudio(decodeWav(result.audio), 'mp3', { ffmpegPath: runtime.ffmpegPath });
  await runtime.storage.put(key, Buffer.from(mp3), { contentType: 'audio/mpeg' });
}
