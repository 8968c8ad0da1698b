import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
import type { VoiceCatalogue } from '@talkreel/speech';

/**
 * Writes the catalogue from content/voices into the voices table (insert or
 * update, keeping cached previews of unchanged voices). Safe on every start,
 * from several processes at once.
 */
export async function seedVoiceLibrary(db: Kysely<DatabaseSchema>, catalogue: VoiceCatalogue): Promise<number> {
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
  const batchSize = 100;
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insertInto('voices')
      .values(rows.slice(start, start + batchSize))
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((update) => ({
          name: update.ref('excluded.name'),
          gender: update.ref('excluded.gender'),
          age: update.ref('excluded.age'),
          language: update.ref('excluded.language'),
          locale: update.ref('excluded.locale'),
          accent: update.ref('excluded.accent'),
          use_case: update.ref('excluded.use_case'),
          descriptive: update.ref('excluded.descriptive'),
          engine: update.ref('excluded.engine'),
          sort_order: update.ref('excluded.sort_order'),
          // A voice whose settings changed sounds different: its cached preview goes.
          preview_key: sql<string | null>`case when voices.engine = excluded.engine then voices.preview_key else null end`,
        })),
      )
      .execute();
  }
  return rows.length;
}
