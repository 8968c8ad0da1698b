import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema, UserVoicesTable } from '../database/database-schema.ts';

export type UserVoiceRow = Selectable<UserVoicesTable>;
export type NewUserVoice = Omit<Insertable<UserVoicesTable>, 'engine' | 'measurements'> & {
  engine: Record<string, unknown>;
  measurements: Record<string, number> | null;
};

/** My Voices (`user_voices`): every read is scoped to the owner, so another user's voice looks missing. */
export class UserVoiceRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Newest first. */
  findByOwner(ownerId: string): Promise<UserVoiceRow[]> {
    return this.db.selectFrom('user_voices').selectAll().where('owner_id', '=', ownerId).orderBy('created_at', 'desc').execute();
  }

  /** The owner's voice with this id; undefined for another owner's or a malformed id. */
  findOwned(ownerId: string, voiceId: string): Promise<UserVoiceRow | undefined> {
    if (!isUuid(voiceId)) return Promise.resolve(undefined);
    return this.db.selectFrom('user_voices').selectAll().where('id', '=', voiceId).where('owner_id', '=', ownerId).executeTakeFirst();
  }

  /** The owner's saved copy of a public voice, if there is one. */
  findSavedCopy(ownerId: string, publicVoiceId: string): Promise<UserVoiceRow | undefined> {
    return this.db
      .selectFrom('user_voices')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('source_voice_id', '=', publicVoiceId)
      .where('kind', '=', 'saved')
      .executeTakeFirst();
  }

  /** `executor` lets a job write the row in the transaction that completes its task. */
  create(voice: NewUserVoice, executor: Kysely<DatabaseSchema> | Transaction<DatabaseSchema> = this.db): Promise<UserVoiceRow> {
    return executor
      .insertInto('user_voices')
      .values({ ...voice, engine: JSON.stringify(voice.engine), measurements: voice.measurements ? JSON.stringify(voice.measurements) : null })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu.test(value);
}
