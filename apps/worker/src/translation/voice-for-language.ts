import type { Runtime } from '@talkreel/platform';
import { pickCounterpartVoice, type VoiceCatalogue, type VoiceTraits } from '@talkreel/speech';

/** Engines whose cloned voices speak every language they are given (the voice itself is kept). */
const multilingualCloneEngines = new Set(['elevenlabs', 'openai', 'azure']);

/**
 * For each voice a video uses, the voice that says it in `language` (a
 * languages.json value): a public voice's counterpart (same gender, age and
 * use), the owner's cloned voice kept where its service speaks any language,
 * and for the owner's other voices a counterpart of the voice they came from
 * or of their gender. Throws when the language has no voice at all.
 */
export async function mapVoicesToLanguage(
  runtime: Runtime,
  catalogue: VoiceCatalogue,
  ownerId: string,
  voiceIds: readonly string[],
  language: string,
): Promise<Map<string, string>> {
  const byId = new Map(catalogue.voices.map((voice) => [voice.id, voice]));
  const mapping = new Map<string, string>();
  for (const voiceId of voiceIds) {
    let traits: VoiceTraits | undefined = byId.get(voiceId);
    if (!traits) {
      const own = await runtime.repositories.userVoices.findOwned(ownerId, voiceId);
      const engineName = typeof own?.engine.name === 'string' ? own.engine.name : undefined;
      if (own?.kind === 'cloned' && engineName && multilingualCloneEngines.has(engineName)) {
        mapping.set(voiceId, voiceId);
        continue;
      }
      traits = (own?.source_voice_id ? byId.get(own.source_voice_id) : undefined) ?? { gender: own?.gender };
    }
    const counterpart = pickCounterpartVoice(catalogue.voices, traits, language);
    if (!counterpart) throw new Error(`No voice speaks ${language}`);
    mapping.set(voiceId, counterpart.id);
  }
  return mapping;
}
