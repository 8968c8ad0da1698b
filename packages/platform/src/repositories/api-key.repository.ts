import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';
import type { ApiKeysTable } from '../database/developer-tables.ts';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** What is kept of a new key: never the key, only its lookup prefix and SHA-256. */
export interface NewApiKey {
  ownerId: string;
  name: string;
  lookupPrefix: string;
  keyHash: string;
  scopes: readonly string[];
  expiresAt: Date | null;
}

/** Public-API keys (`api_keys`), found by their lookup prefix and proven by their hash. */
export class ApiKeyRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(key: NewApiKey): Promise<ApiKeyRow> {
    return this.db
      .insertInto('api_keys')
      .values({
        owner_id: key.ownerId,
        name: key.name,
        key_prefix: key.lookupPrefix,
        key_hash: key.keyHash,
        scopes: JSON.stringify(key.scopes),
        expires_at: key.expiresAt,
        last_used_at: null,
        revoked_at: null,
        rate_window_started_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The owner's keys, newest first. */
  async listByOwner(ownerId: string): Promise<ApiKeyRow[]> {
    return this.db.selectFrom('api_keys').selectAll().where('owner_id', '=', ownerId).orderBy('created_at', 'desc').execute();
  }

  /**
   * Inside a transaction: locks the owner's row, so parallel creates take
   * turns, then counts the owner's keys that are neither revoked nor expired at `now`.
   */
  async lockOwnerAndCountActive(ownerId: string, now: Date): Promise<number> {
    await this.db.selectFrom('users').select('id').where('id', '=', ownerId).forNoKeyUpdate().executeTakeFirst();
    const { count } = await this.db
      .selectFrom('api_keys')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('owner_id', '=', ownerId)
      .where('revoked_at', 'is', null)
      .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '>', now)]))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * The key whose lookup prefix this is, whatever its state: the caller
   * proves the key against `key_hash` and then checks revocation and expiry.
   */
  async findByLookupPrefix(lookupPrefix: string): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('key_prefix', '=', lookupPrefix).executeTakeFirst();
  }

  /** Revokes the owner's key (a second revoke keeps the first time); undefined when the owner has no such key. */
  async revokeOwned(ownerId: string, keyId: string, now: Date): Promise<ApiKeyRow | undefined> {
    return this.db
      .updateTable('api_keys')
      .set({ revoked_at: sql<Date>`coalesce(revoked_at, ${now})` })
      .where('id', '=', keyId)
      .where('owner_id', '=', ownerId)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Adds `requests` to the key's fixed rate window and notes the time of use,
   * in one statement (the row lock makes every server process's additions
   * count one after another). A window older than `windowMs` starts again at
   * `now`. Answers the requests counted in the window, these included, and
   * when the window started; undefined when the key is gone.
   */
  async recordUse(keyId: string, now: Date, windowMs: number, requests = 1): Promise<{ requestsInWindow: number; windowStartedAt: Date } | undefined> {
    const windowFloor = new Date(now.getTime() - windowMs);
    const isWindowOpen = sql<boolean>`(rate_window_started_at is not null and rate_window_started_at > ${windowFloor})`;
    const row = await this.db
      .updateTable('api_keys')
      .set({
        last_used_at: now,
        rate_window_started_at: sql<Date>`case when ${isWindowOpen} then rate_window_started_at else ${now} end`,
        rate_window_requests: sql<number>`case when ${isWindowOpen} then rate_window_requests + ${requests} else ${requests} end`,
      })
      .where('id', '=', keyId)
      .returning(['rate_window_requests', 'rate_window_started_at'])
      .executeTakeFirst();
    if (!row) return undefined;
    return { requestsInWindow: row.rate_window_requests, windowStartedAt: new Date(row.rate_window_started_at ?? now) };
  }
}
