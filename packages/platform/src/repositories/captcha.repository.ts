import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';

/** Single-use captchas (`captchas`): only the answer's digest is kept. */
export class CaptchaRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** A new unused captcha; returns its id. */
  async create(answerHash: string, expiresAt: Date): Promise<string> {
    const row = await this.db
      .insertInto('captchas')
      .values({ answer_hash: answerHash, expires_at: expiresAt, used_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Marks an unused, unexpired captcha used and returns its answer's digest;
   * undefined when it is unknown, spent or expired. One UPDATE, so of two
   * requests spending the same captcha only one gets the digest.
   */
  async spend(id: string): Promise<string | undefined> {
    const spent = await this.db
      .updateTable('captchas')
      .set({ used_at: sql`now()` })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('answer_hash')
      .executeTakeFirst();
    return spent?.answer_hash;
  }
}
