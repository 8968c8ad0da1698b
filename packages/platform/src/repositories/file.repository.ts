import type { Kysely } from 'kysely';
import type { DatabaseSchema, FileRow, NewFileRow } from '../database/database-schema.ts';
import { libraryOwnerId } from '../database/migrations/0006-avatars.ts';

/** Turns what a request or a workspace names (a signed read URL, or a bare key) into a storage key. */
export type KeyFromUrlOrKey = (urlOrKey: string) => string;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/**
 * Stored uploads and outputs (`files`): one row per storage key. Reads that a
 * user's request or job reaches are scoped to the owner, so another owner's
 * file looks missing and keys cannot be probed.
 */
export class FileRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly keyOf: KeyFromUrlOrKey,
  ) {}

  /** The row recorded for a storage key, whoever owns it; undefined when none (not uploaded yet). */
  findByKey(key: string): Promise<FileRow | undefined> {
    return this.db.selectFrom('files').selectAll().where('storage_key', '=', key).executeTakeFirst();
  }

  /** The owner's file a `full_path` (a read URL) or a bare key names. */
  findOwned(ownerId: string, urlOrKey: string): Promise<FileRow | undefined> {
    return this.db.selectFrom('files').selectAll().where('storage_key', '=', this.keyOf(urlOrKey)).where('owner_id', '=', ownerId).executeTakeFirst();
  }

  /** The owner's file by id; undefined for another owner's or a malformed id. */
  findOwnedById(ownerId: string, fileId: string): Promise<FileRow | undefined> {
    if (!uuidPattern.test(fileId)) return Promise.resolve(undefined);
    return this.db.selectFrom('files').selectAll().where('id', '=', fileId).where('owner_id', '=', ownerId).executeTakeFirst();
  }

  /** A file a render may read: the owner's own, or the public avatar library's (named by URL or key). */
  findOwnedOrLibrary(ownerId: string, urlOrKey: string): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('storage_key', '=', this.keyOf(urlOrKey))
      .where('owner_id', 'in', [ownerId, libraryOwnerId])
      .executeTakeFirst();
  }

  /**
   * The owner's latest upload of each of these file names (as uploaded, any
   * case) among these kinds: a batch sheet names pictures by file name.
   * Keyed by the lower-cased name.
   */
  async findLatestOwnedByNames(ownerId: string, names: readonly string[], kinds: readonly string[]): Promise<Map<string, FileRow>> {
    if (names.length === 0) return new Map();
    const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
    const rows = await this.db
      .selectFrom('files')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('kind', 'in', [...kinds])
      .where((where) => where(where.fn('lower', ['original_name']), 'in', wanted))
      .orderBy('created_at', 'asc')
      .execute();
    // Ascending: a later upload of the same name replaces the earlier one.
    return new Map(rows.map((row) => [row.original_name.toLowerCase(), row]));
  }

  /** Which of these keys are the owner's files. */
  async findOwnedKeys(ownerId: string, keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .selectFrom('files')
      .select('storage_key')
      .where('owner_id', '=', ownerId)
      .where('storage_key', 'in', [...keys])
      .execute();
    return rows.map((row) => row.storage_key);
  }

  /**
   * Claims a key before any byte is written: `storage_key` is unique, so of two
   * requests for one key exactly one gets the new row's id; the other undefined.
   */
  async claimKey(file: NewFileRow): Promise<string | undefined> {
    const claimed = await this.db
      .insertInto('files')
      .values(file)
      .onConflict((conflict) => conflict.column('storage_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return claimed?.id;
  }

  /**
   * Records stored bytes; recording a key again changes nothing (outputs are
   * stored under keys of their task, so a re-run after a crash records the same rows).
   */
  async record(file: NewFileRow): Promise<void> {
    await this.db
      .insertInto('files')
      .values(file)
      .onConflict((conflict) => conflict.column('storage_key').doNothing())
      .execute();
  }

  /** `record`, then the id of the key's row (the one recorded now or earlier). */
  async recordAndGetId(file: NewFileRow): Promise<string> {
    await this.record(file);
    return (await this.db.selectFrom('files').select('id').where('storage_key', '=', file.storage_key).executeTakeFirstOrThrow()).id;
  }

  /** `recordAndGetId` for a stored PNG (avatar covers, sample faces). */
  recordPng(file: { ownerId: string; key: string; purpose: string; sizeBytes: number; name: string }): Promise<string> {
    return this.recordAndGetId({
      owner_id: file.ownerId,
      storage_key: file.key,
      purpose: file.purpose,
      kind: 'png',
      content_type: 'image/png',
      size_bytes: file.sizeBytes,
      original_name: file.name,
    });
  }

  /**
   * Records a job's outputs, in order. On repositories bound to the transaction
   * that completes the job's task, the rows commit with its done state.
   */
  async recordAll(files: readonly NewFileRow[]): Promise<void> {
    for (const file of files) await this.record(file);
  }

  /** Removes the row of a claimed key whose bytes could not be stored. */
  async deleteById(fileId: string): Promise<void> {
    await this.db.deleteFrom('files').where('id', '=', fileId).execute();
  }

  /** Deletes the rows of these renders' outputs (`renders/<owner>/<task>/`, the render-workspace job's keys); returns their keys. */
  async deleteRenderOutputs(ownerId: string, taskIds: readonly string[]): Promise<string[]> {
    const keys: string[] = [];
    for (const taskId of taskIds) {
      const rows = await this.db
        .deleteFrom('files')
        .where('owner_id', '=', ownerId)
        .where('purpose', '=', 'render')
        .where('storage_key', 'like', `renders/${ownerId}/${taskId}/%`)
        .returning('storage_key')
        .execute();
      keys.push(...rows.map((row) => row.storage_key));
    }
    return keys;
  }
}
