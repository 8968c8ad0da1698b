import type { PublicVoice } from './voice-schema.ts';

/** What is known of the voice being replaced (a catalogue voice, or the owner's own voice). */
export interface VoiceTraits {
  gender?: string | undefined;
  age?: string | undefined;
  use_case?: string | undefined;
  descriptive?: readonly string[] | undefined;
}

/**
 * The voice of `language` (a languages.json value) closest to `source`:
 * same gender first, then age, use case and shared descriptive words; ties
 * keep the catalogue's order, so the choice is the same every time.
 * Undefined when the catalogue has no voice of that language.
 */
export function pickCounterpartVoice(voices: readonly PublicVoice[], source: VoiceTraits | undefined, language: string): PublicVoice | undefined {
  let best: PublicVoice | undefined;
  let bestScore = -1;
  for (const voice of voices) {
    if (voice.language !== language) continue;
    let score = 0;
    if (source?.gender && voice.gender === source.gender) score += 8;
    if (source?.age && voice.age === source.age) score += 4;
    if (source?.use_case && voice.use_case === source.use_case) score += 2;
    if (source?.descriptive) score += voice.descriptive.filter((word) => source.descriptive?.includes(word)).length * 0.5;
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}
