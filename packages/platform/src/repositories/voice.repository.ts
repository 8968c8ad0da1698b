import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, VoicesTable } from '../database/database-schema.ts';

export type VoiceRow = Selectable<VoicesTable>;

/** The public voice library's filters (all optional); `useCases` means any of them. */
export interface PublicVoiceSearch {
  userId: string;
  search?: string;
  language?: string;
  accent?: string;
  gender?: string;
  age?: string;
  useCases?: readonly string[];
  favoritesOnly?: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export type VoiceFilterColumn = 'accent' | 'gender' | 'age' | 'use_case';

/** The public voice library (`voices`) and each user's favourites of it. */
export class VoiceRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Writes the public library as content defines it (insert or update, 100
   * rows a statement), keeping the cached preview of a voice whose engine
   * settings did not change. Safe from several processes at once.
   */
  async upsertLibrary(rows: readonly Insertable<VoicesTable>[]): Promise<void> {
    const batchSize = 100;
    for (let start = 0; start < rows.length; start += batchSize) {
      await this.db
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
  }

  /** Up to `limit` ids of built-in voices speaking a language, those of `gender` first, then in library order. */
  async findEmbeddedIdsForLanguage(language: string, gender: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('voices')
      .select('id')
      .where('language', '=', language)
      .where('source', '=', 'embedded')
      .orderBy((order) => order.case().when('gender', '=', gender).then(0).else(1).end())
      .orderBy('sort_order')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  findById(voiceId: string): Promise<VoiceRow | undefined> {
    return this.db.selectFrom('voices').selectAll().where('id', '=', voiceId).executeTakeFirst();
  }

  findByIds(voiceIds: readonly string[]): Promise<VoiceRow[]> {
    if (voiceIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('voices')
      .selectAll()
      .where('id', 'in', [...voiceIds])
      .execute();
  }

  /** The first voice of the gender in the language, in catalogue order. */
  findFirst(gender: string, language: string): Promise<VoiceRow | undefined> {
    return this.db.selectFrom('voices').selectAll().where('gender', '=', gender).where('language', '=', language).orderBy('sort_order').executeTakeFirst();
  }

  /** One page in catalogue order, each with the user's favourite id; one row past the page tells whether there is more. */
  async search(query: PublicVoiceSearch): Promise<{ list: (VoiceRow & { favorite_id: string | null })[]; hasMore: boolean }> {
    let select = this.db
      .selectFrom('voices')
      .leftJoin('voice_favorites', (join) => join.onRef('voice_favorites.voice_id', '=', 'voices.id').on('voice_favorites.user_id', '=', query.userId))
      .selectAll('voices')
      .select('voice_favorites.id as favorite_id');
    if (query.language) select = select.where('voices.language', '=', query.language);
    if (query.accent) select = select.where('voices.accent', '=', query.accent);
    if (query.gender) select = select.where('voices.gender', '=', query.gender);
    if (query.age) select = select.where('voices.age', '=', query.age);
    if (query.useCases && query.useCases.length > 0) select = select.where('voices.use_case', 'in', [...query.useCases]);
    if (query.favoritesOnly) select = select.where('voice_favorites.id', 'is not', null);
    for (const word of (query.search ?? '').toLowerCase().split(/\s+/u).filter(Boolean)) {
      const pattern = `%${word.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
      select = select.where(
        sql<boolean>`lower(voices.name || ' ' || voices.accent || ' ' || voices.use_case || ' ' || voices.language || ' ' || voices.descriptive::text) like ${pattern}`,
      );
    }
    const rows = await select
      .orderBy('voices.sort_order')
      .limit(query.pageSize + 1)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return { list: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
  }

  /** Distinct values of one filter column, sorted, within a language when given. */
  async findDistinct(column: VoiceFilterColumn, language?: string): Promise<string[]> {
    let select = this.db.selectFrom('voices').select(column).distinct();
    if (language) select = select.where('language', '=', language);
    const rows = await select.orderBy(column).execute();
    return rows.map((row) => row[column]);
  }

  async findLanguagesWithVoices(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('voices').select('language').distinct().execute();
    return new Set(rows.map((row) => row.language));
  }

  async setPreviewKey(voiceId: string, previewKey: string): Promise<void> {
    await this.db.updateTable('voices').set({ preview_key: previewKey }).where('id', '=', voiceId).execute();
  }

  /** Adding twice gives the same favourite id. */
  async addFavorite(userId: string, voiceId: string): Promise<string> {
    await this.db
      .insertInto('voice_favorites')
      .values({ user_id: userId, voice_id: voiceId })
      .onConflict((conflict) => conflict.columns(['user_id', 'voice_id']).doNothing())
      .execute();
    const favorite = await this.db
      .selectFrom('voice_favorites')
      .select('id')
      .where('user_id', '=', userId)
      .where('voice_id', '=', voiceId)
      .executeTakeFirstOrThrow();
    return favorite.id;
  }

  /** False when the user has no favourite with this id. */
  async removeFavorite(userId: string, favoriteId: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/iu.test(favoriteId)) return false;
    const removed = await this.db.deleteFrom('voice_favorites').where('id', '=', favoriteId).where('user_id', '=', userId).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }
}
