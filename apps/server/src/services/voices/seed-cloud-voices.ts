import type { VoiceRepository } from '@talkreel/platform';
import type { CloudLibraryVoice } from '@talkreel/speech';

/**
 * Writes the configured cloud engines' voices (`listCloudVoices`) into the
 * voices table beside the catalogue, after it in the library's order
 * (`firstSortOrder` is the catalogue's length), so a configured
 * OpenAI-compatible, ElevenLabs or Azure voice can be searched, previewed
 * and saved like an embedded one (a voice whose engine settings changed
 * loses its cached preview). Safe on every start.
 */
export async function seedCloudVoices(voices: VoiceRepository, cloudVoices: readonly CloudLibraryVoice[], firstSortOrder: number): Promise<number> {
  const rows = cloudVoices.map((voice, index) => ({
    id: voice.id,
    source: voice.source,
    name: voice.name,
    gender: voice.gender,
    age: 'adult',
    language: voice.language,
    locale: voice.locale,
    accent: voice.locale,
    use_case: 'conversational',
    descriptive: JSON.stringify([`${voice.source} voice`]),
    engine: JSON.stringify(voice.engine),
    sort_order: firstSortOrder + index,
    preview_key: null,
  }));
  await voices.upsertLibrary(rows);
  return rows.length;
}
