import { sql, type Kysely } from 'kysely';
import type { AuthEventsTable, DatabaseSchema } from '../database/database-schema.ts';
import { requireTransaction } from './run-in-transaction.ts';

/** What an `auth_events` row records: a sign-in attempt (written as a failure until proved right) or a mailed code. */
export type AuthEventKind = AuthEventsTable['kind'];

/** Advisory-lock class ids (the first key of the two-key form) for the email and the IP, one pair per kind. */
const lockClasses: Record<AuthEventKind, { email: number; ip: number }> = {
  login_failed: { email: 52001, ip: 52002 },
  code_sent: { email: 52003, ip: 52004 },
};

/** Recent attempts of one kind, by the email and by the IP. */
export interface AttemptCounts {
  byEmail: number;
  byIp: number;
}

/**
 * The attempts that the sign-in and send_code quotas count (`auth_events`).
 * The quota's count and its new row belong in one transaction after
 * `lockQuota`: see `reserveAuthAttempt` in the server.
 */
export class AuthEventRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Takes the transaction-scoped advisory locks on the email and the IP for
   * this kind, always email first, so concurrent attempts queue and each one's
   * count sees every row committed before it. On bound repositories only.
   */
  async lockQuota(kind: AuthEventKind, email: string, ip: string): Promise<void> {
    const trx = requireTransaction(this.db, 'AuthEventRepository.lockQuota');
    const classes = lockClasses[kind];
    await sql`select pg_advisory_xact_lock(${sql.lit(classes.email)}, hashtext(${email})),
                     pg_advisory_xact_lock(${sql.lit(classes.ip)}, hashtext(${ip}))`.execute(trx);
  }

  /** Attempts of `kind` for the email and for the IP within the last `windowMs`. */
  async countRecent(kind: AuthEventKind, email: string, ip: string, windowMs: number): Promise<AttemptCounts> {
    const counts = await sql<{ by_email: string; by_ip: string }>`
      select count(*) filter (where email = ${email}) as by_email, count(*) filter (where ip = ${ip}) as by_ip
      from auth_events
      where kind = ${kind}
        and (email = ${email} or ip = ${ip})
        and created_at > now() - ${`${windowMs} milliseconds`}::interval`.execute(this.db);
    const row = counts.rows[0];
    return { byEmail: Number(row?.by_email ?? 0), byIp: Number(row?.by_ip ?? 0) };
  }

  /** Writes one attempt; returns its id (for `delete`). */
  async record(kind: AuthEventKind, email: string, ip: string): Promise<string> {
    const event = await this.db.insertInto('auth_events').values({ kind, email, ip }).returning('id').executeTakeFirstOrThrow();
    return String(event.id);
  }

  /** Takes an attempt back: a sign-in that proved right, or a code that could not be mailed. */
  async delete(eventId: string): Promise<void> {
    await this.db.deleteFrom('auth_events').where('id', '=', eventId).execute();
  }
}
