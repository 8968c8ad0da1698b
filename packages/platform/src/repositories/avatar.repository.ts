import { lockAccountBalance } from '../credits/credit-ledger.ts';
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DatabaseSchema, DigitalPersonsTable, LooksTable } from '../database/database-schema.ts';
import { libraryOwnerId } from '../database/migrations/0006-avatars.ts';

export { libraryOwnerId };
export type DigitalPersonRow = Selectable<DigitalPersonsTable>;
export type LookRow = Selectable<LooksTable>;

export interface DigitalPersonFilter {
  theme?: string | undefined;
  age?: string | undefined;
  gender?: string | undefined;
  ethnicity?: string | undefined;
  aspectRatio?: number | undefined;
}

type Database = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

function matching(eb: ExpressionBuilder<DatabaseSchema, 'digital_persons'>, filter: DigitalPersonFilter) {
  const conditions = [];
  if (filter.theme) conditions.push(eb('theme', '=', filter.theme));
  if (filter.age) conditions.push(eb('age', '=', filter.age));
  if (filter.gender) conditions.push(eb('gender', '=', filter.gender));
  if (filter.ethnicity) conditions.push(eb('ethnicity', '=', filter.ethnicity));
  if (filter.aspectRatio !== undefined) conditions.push(eb('aspect_ratio', '=', filter.aspectRatio));
  return eb.and(conditions);
}

/** Looks (the wizard's pictures) and digital persons (avatars that talk): the public library's and each user's own. */
export class AvatarRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The public library as content defines it: inserted, or brought up to date (name, design, voice...) keeping what was made (covers, clips). */
  async upsertLibrary(persons: Omit<Insertable<DigitalPersonsTable>, 'owner_id' | 'is_public'>[]): Promise<void> {
    for (const person of persons) {
      const values = { ...person, owner_id: libraryOwnerId, is_public: true, design: person.design ? JSON.stringify(person.design) : null };
      const { id: _id, ...changes } = values as Record<string, unknown>;
      // A changed design draws a new cover and clip.
      await this.db
        .insertInto('digital_persons')
        .values(values as never)
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({
            ...changes,
            cover_file_id: sql`case when digital_persons.design = excluded.design then digital_persons.cover_file_id end`,
            circle_cover_file_id: sql`case when digital_persons.design = excluded.design then digital_persons.circle_cover_file_id end`,
            welcome_task_id: sql`case when digital_persons.design = excluded.design and digital_persons.welcome_line = excluded.welcome_line and digital_persons.voice_id = excluded.voice_id then digital_persons.welcome_task_id end`,
          } as never),
        )
        .execute();
    }
  }

  /** Public avatars, filtered, in the library's order. */
  listPublic(filter: DigitalPersonFilter, page: { offset: number; limit: number }): Promise<DigitalPersonRow[]> {
    return this.db
      .selectFrom('digital_persons')
      .selectAll()
      .where('is_public', '=', true)
      .where((eb) => matching(eb, filter))
      .orderBy('sort_order')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  async countPublic(filter: DigitalPersonFilter): Promise<number> {
    const row = await this.db
      .selectFrom('digital_persons')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('is_public', '=', true)
      .where((eb) => matching(eb, filter))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** The caller's own avatars, newest first. */
  listOwned(ownerId: string, filter: DigitalPersonFilter = {}): Promise<DigitalPersonRow[]> {
    return this.db
      .selectFrom('digital_persons')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('is_public', '=', false)
      .where((eb) => matching(eb, filter))
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** A person the caller may use: a public one or their own. */
  findUsable(id: string, ownerId: string): Promise<DigitalPersonRow | undefined> {
    return this.db
      .selectFrom('digital_persons')
      .selectAll()
      .where('id', '=', id)
      .where((eb) => eb.or([eb('is_public', '=', true), eb('owner_id', '=', ownerId)]))
      .executeTakeFirst();
  }

  /** Any avatar by id (its cover route: public ids are numbers, users' are unguessable uuids). */
  findAny(id: string): Promise<DigitalPersonRow | undefined> {
    return this.db.selectFrom('digital_persons').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findPublic(id: string): Promise<DigitalPersonRow | undefined> {
    return this.db.selectFrom('digital_persons').selectAll().where('id', '=', id).where('is_public', '=', true).executeTakeFirst();
  }

  async setCovers(id: string, covers: { coverFileId: string; circleCoverFileId: string }): Promise<void> {
    await this.db
      .updateTable('digital_persons')
      .set({ cover_file_id: covers.coverFileId, circle_cover_file_id: covers.circleCoverFileId })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Claims the welcome clip of a person for one caller: true once, for the
   * caller whose update set the task (parallel first requests queue one clip).
   */
  async claimWelcome(trx: Transaction<DatabaseSchema>, id: string, taskId: string): Promise<boolean> {
    const result = await trx
      .updateTable('digital_persons')
      .set({ welcome_task_id: taskId })
      .where('id', '=', id)
      .where('welcome_task_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Removes an avatar just created whose payment was refused (nothing refers to it yet). */
  async deleteOwned(ownerId: string, id: string): Promise<void> {
    await this.db.deleteFrom('digital_persons').where('id', '=', id).where('owner_id', '=', ownerId).execute();
  }

  async createOwned(person: Omit<Insertable<DigitalPersonsTable>, 'is_public'>, trx?: Transaction<DatabaseSchema>): Promise<DigitalPersonRow> {
    const values = { ...person, is_public: false, design: person.design ? JSON.stringify(person.design) : null };
    return (trx ?? this.db)
      .insertInto('digital_persons')
      .values(values as never)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async saveLooks(looks: Insertable<LooksTable>[], trx: Database): Promise<LookRow[]> {
    if (looks.length === 0) return [];
    const rows = looks.map((look) => ({ ...look, design: look.design ? JSON.stringify(look.design) : null }));
    await trx
      .insertInto('looks')
      .values(rows as never)
      .onConflict((conflict) => conflict.columns(['task_id', 'output_index']).doNothing())
      .execute();
    return trx
      .selectFrom('looks')
      .selectAll()
      .where('task_id', '=', looks[0]!.task_id ?? null)
      .orderBy('output_index')
      .execute();
  }

  /** Status and result of tasks (welcome clips), by id. */
  async findTasks(taskIds: readonly string[]): Promise<Map<string, { status: string; result: unknown }>> {
    if (taskIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('tasks')
      .select(['id', 'status', 'result'])
      .where('id', 'in', [...taskIds])
      .execute();
    return new Map(rows.map((row) => [row.id, { status: row.status, result: row.result }]));
  }

  findLook(ownerId: string, taskId: string, outputIndex: number): Promise<(LookRow & { storage_key: string }) | undefined> {
    return this.db
      .selectFrom('looks')
      .innerJoin('files', 'files.id', 'looks.file_id')
      .selectAll('looks')
      .select('files.storage_key')
      .where('looks.owner_id', '=', ownerId)
      .where('looks.task_id', '=', taskId)
      .where('looks.output_index', '=', outputIndex)
      .executeTakeFirst();
  }

  /** Locks the user's balance for the rest of the transaction (free trials and credits are counted under it; the money lock order); returns it. */
  async lockUser(trx: Transaction<DatabaseSchema>, userId: string): Promise<number> {
    const balance = await lockAccountBalance(trx, userId);
    if (balance === undefined) throw new Error(`No user ${userId}`);
    return balance;
  }

  /** Free look generations the user has used: trials of tasks that did not fail (a failed one gives its trial back). */
  async countFreeTrials(userId: string, trx?: Database): Promise<number> {
    const row = await (trx ?? this.db)
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('owner_id', '=', userId)
      .where('kind', '=', 'generate-looks')
      .where(sql<boolean>`(payload ->> 'isFreeTrial')::boolean`)
      .where('status', 'not in', ['failed', 'cancelled'])
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** One of the owner's look tasks. */
  findLookTask(ownerId: string, taskId: string) {
    return this.db
      .selectFrom('tasks')
      .select(['id', 'status', 'progress', 'stage', 'result', 'error_message', 'payload'])
      .where('id', '=', taskId)
      .where('owner_id', '=', ownerId)
      .where('kind', '=', 'generate-looks')
      .executeTakeFirst();
  }

  /** The looks of one of the owner's tasks, in output order. */
  listTaskLooks(ownerId: string, taskId: string): Promise<LookRow[]> {
    return this.db.selectFrom('looks').selectAll().where('owner_id', '=', ownerId).where('task_id', '=', taskId).orderBy('output_index').execute();
  }
}
