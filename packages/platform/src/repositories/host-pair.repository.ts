import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, PodcastHostsTable } from '../database/database-schema.ts';
import { libraryOwnerId } from '../database/migrations/0006-avatars.ts';

/** A stored pair of podcast hosts. */
export type HostPairRow = Selectable<PodcastHostsTable>;

/** How many pairs a list shows at most. */
const listLimit = 200;

/**
 * Podcast host pairs (`podcast_hosts`). Reads are scoped to what the user
 * may use: their own pairs and the library's demo pairs.
 */
export class HostPairRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Writes a demo pair of the library at its place in the list (again on every start: the file may have changed). */
  async saveDemo(pair: { id: string; person1Id: string; person2Id: string }, sortOrder: number): Promise<void> {
    await this.db
      .insertInto('podcast_hosts')
      .values({ id: pair.id, owner_id: libraryOwnerId, is_demo: true, sort_order: sortOrder, person1_id: pair.person1Id, person2_id: pair.person2Id })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ sort_order: sortOrder, person1_id: pair.person1Id, person2_id: pair.person2Id }))
      .execute();
  }

  /** The user's own pairs (newest first), then the demo pairs in their order; at most 200. */
  findUsable(userId: string): Promise<HostPairRow[]> {
    return this.db
      .selectFrom('podcast_hosts')
      .selectAll()
      .where((where) => where.or([where('owner_id', '=', userId), where('is_demo', '=', true)]))
      .orderBy('is_demo', 'asc')
      .orderBy('sort_order', 'asc')
      .orderBy('created_at', 'desc')
      .limit(listLimit)
      .execute();
  }

  /** One pair the user may use (their own or a demo pair); undefined otherwise. */
  findUsableById(userId: string, id: string): Promise<HostPairRow | undefined> {
    return this.db
      .selectFrom('podcast_hosts')
      .selectAll()
      .where('id', '=', id)
      .where((where) => where.or([where('owner_id', '=', userId), where('is_demo', '=', true)]))
      .executeTakeFirst();
  }

  async create(pair: { id: string; ownerId: string; person1Id: string; person2Id: string }): Promise<void> {
    await this.db.insertInto('podcast_hosts').values({ id: pair.id, owner_id: pair.ownerId, person1_id: pair.person1Id, person2_id: pair.person2Id }).execute();
  }
}
