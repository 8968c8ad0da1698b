import type { VoiceRepository } from '@talkreel/platform';
import type { VoiceCatalogue } from '@talkreel/speech';

/**
 * Writes the catalogue from content/voices into the voices table (insert or
 * update, keeping cached previews of unchanged voices). Safe on every start,
 * from several processes at once.
 */
export async function seedVoiceLibrary(voices: VoiceRepository, catalogue: VoiceCatalogue): Promise<number> {
  const rows = catalogue.voices.map((voice, index) => ({
    id: voice.id,
    source: 'embedded',
    name: voice.name,
    gender: voice.gender,
    age: voice.age,
    language: voice.language,
    locale: voice.locale,
    accent: voice.accent,
    use_case: voice.use_case,
    descriptive: JSON.stringify(voice.descriptive),
    engine: JSON.stringify(voice.engine),
    sort_order: index,
    preview_key: null,
  }));
  await voices.upsertLibrary(rows);
  return rows.length;
}
