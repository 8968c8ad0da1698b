import type { TranscribedWord } from '../speech-recognizer.ts';

/**
 * Words in order, each within [0, durationMs], none starting before the one
 * before it ends: an engine's times (pocketsphinx's frames, a service's
 * seconds) rounded and clamped to the audio.
 */
export function orderWordTimings(words: readonly TranscribedWord[], durationMs: number): TranscribedWord[] {
  const ordered: TranscribedWord[] = [];
  let previousEndMs = 0;
  for (const word of words) {
    const startMs = Math.min(durationMs, Math.max(previousEndMs, word.startMs));
    const endMs = Math.min(durationMs, Math.max(startMs, word.endMs));
    ordered.push({ text: word.text, startMs, endMs });
    previousEndMs = endMs;
  }
  return ordered;
}
