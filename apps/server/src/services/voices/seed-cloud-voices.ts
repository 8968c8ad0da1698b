import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
import type { CloudLibraryVoice } from '@talkreel/speech';

/**
 * Writes the configured cloud engines' voices (`listCloudVoices`) into the
 * voices table beside the catalogue, after it in the library's order
 * (`firstSortOrder` is the catalogue's length), so a configured
 * OpenAI-compatible, ElevenLabs or Azure voice can be searched, previewed
 * and saved like an embedded one. Safe on every start.
 */
export async function seedCloudVoices(db: Kysely<DatabaseSchema>, voices: readonly CloudLibraryVoice[], firstSortOrder: number): Promise<number> {
  const rows = voices.map((voice, index) => ({
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
  if (rows.length === 0) return 0;
  await db
    .insertInto('voices')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((update) => ({
        name: update.ref('excluded.name'),
        gender: update.ref('excluded.gender'),
        language: update.ref('excluded.language'),
        locale: update.ref('excluded.locale'),
        accent: update.ref('excluded.accent'),
        sort_order: update.ref('excluded.sort_order'),
      })),
    )
    .execute();
  return rows.length;
}
