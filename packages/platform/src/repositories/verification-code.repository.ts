import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, VerificationCodesTable } from '../database/database-schema.ts';

/** What a code is for: sign-up or password reset. */
export type VerificationCodeAction = VerificationCodesTable['action'];

/** The code's row where a ticket names it (`ticket_hash`, email and action all match). */
export interface VerificationCodeLookup {
  ticketHash: string;
  email: string;
  action: VerificationCodeAction;
}

/**
 * Emailed verification codes (`verification_codes`), found by the SHA-256 of
 * their ticket. Each change is one conditional UPDATE, so parallel requests
 * queue on the row's lock and PostgreSQL re-checks the condition after the wait.
 */
export class VerificationCodeRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** When the newest code for this email and action was made; undefined when none. */
  async findLatestCreatedAt(email: string, action: VerificationCodeAction): Promise<Date | undefined> {
    const latest = await this.db
      .selectFrom('verification_codes')
      .select('created_at')
      .where('email', '=', email)
      .where('action', '=', action)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return latest ? new Date(latest.created_at) : undefined;
  }

  async create(code: Insertable<VerificationCodesTable>): Promise<void> {
    await this.db.insertInto('verification_codes').values(code).execute();
  }

  /** Removes a code whose mail could not be sent. */
  async deleteByTicketHash(ticketHash: string): Promise<void> {
    await this.db.deleteFrom('verification_codes').where('ticket_hash', '=', ticketHash).execute();
  }

  /**
   * Takes one try of a live code (unverified, unused, unexpired, fewer than
   * `maxWrongAttempts` tries) before it is compared; returns its digest and
   * the tries now counted, or undefined when the code takes no more tries.
   */
  takeAttempt(code: VerificationCodeLookup, maxWrongAttempts: number): Promise<{ code_hash: string; wrong_attempts: number } | undefined> {
    return this.db
      .updateTable('verification_codes')
      .set({ wrong_attempts: sql`wrong_attempts + 1` })
      .where('ticket_hash', '=', code.ticketHash)
      .where('email', '=', code.email)
      .where('action', '=', code.action)
      .where('verified_at', 'is', null)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('wrong_attempts', '<', maxWrongAttempts)
      .returning(['code_hash', 'wrong_attempts'])
      .executeTakeFirst();
  }

  /** The state that says why a code took no try; undefined when the ticket names none. */
  findState(
    code: VerificationCodeLookup,
  ): Promise<Pick<Selectable<VerificationCodesTable>, 'verified_at' | 'used_at' | 'expires_at' | 'wrong_attempts'> | undefined> {
    return this.db
      .selectFrom('verification_codes')
      .select(['verified_at', 'used_at', 'expires_at', 'wrong_attempts'])
      .where('ticket_hash', '=', code.ticketHash)
      .where('email', '=', code.email)
      .where('action', '=', code.action)
      .executeTakeFirst();
  }

  /**
   * Marks a rightly entered code verified with its second ticket's digest and
   * gives back the try the check took. False when it was verified already:
   * of two right codes at once, only the first gets a ticket.
   */
  async markVerified(ticketHash: string, verifiedTicketHash: string): Promise<boolean> {
    const verified = await this.db
      .updateTable('verification_codes')
      .set({ verified_ticket_hash: verifiedTicketHash, verified_at: sql`now()`, wrong_attempts: sql`wrong_attempts - 1` })
      .where('ticket_hash', '=', ticketHash)
      .where('verified_at', 'is', null)
      .executeTakeFirst();
    return Number(verified.numUpdatedRows) > 0;
  }

  /**
   * Spends a verified ticket once, if it was verified within `lifetimeMs`;
   * false when it is unknown, spent or too old. On repositories bound to the
   * transaction that uses it, a rollback un-spends it.
   */
  async spendVerifiedTicket(code: { verifiedTicketHash: string; email: string; action: VerificationCodeAction }, lifetimeMs: number): Promise<boolean> {
    const spent = await this.db
      .updateTable('verification_codes')
      .set({ used_at: sql`now()` })
      .where('verified_ticket_hash', '=', code.verifiedTicketHash)
      .where('email', '=', code.email)
      .where('action', '=', code.action)
      .where('used_at', 'is', null)
      .where('verified_at', '>', sql<Date>`now() - ${`${lifetimeMs} milliseconds`}::interval`)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) > 0;
  }
}
