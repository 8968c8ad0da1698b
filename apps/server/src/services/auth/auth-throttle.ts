import { sql, type Kysely, type Transaction } from 'kysely';
import { FAILED_LOGIN_WINDOW_MS, FAILED_LOGINS_BEFORE_CAPTCHA } from '@talkreel/contract';
import type { DatabaseSchema } from '@talkreel/platform';
import { requireSolvedCaptcha, type OfferedCaptcha } from './require-captcha.ts';

type AuthEventKind = 'login_failed' | 'code_sent';

interface AttemptLimit {
  /** Attempts within the window, per email and per IP, before a captcha is needed. */
  perEmail: number;
  perIp: number;
  /** Advisory-lock class ids (the first key of the two-key form) for the email and the IP, one pair per kind. */
  emailLockClass: number;
  ipLockClass: number;
}

const limits: Record<AuthEventKind, AttemptLimit> = {
  login_failed: { perEmail: FAILED_LOGINS_BEFORE_CAPTCHA, perIp: FAILED_LOGINS_BEFORE_CAPTCHA, emailLockClass: 52001, ipLockClass: 52002 },
  code_sent: { perEmail: 3, perIp: 10, emailLockClass: 52003, ipLockClass: 52004 },
};

/**
 * Reserves one attempt of `kind` for the email and the IP, or, once their
 * quota of the window is used, lets it through only with a solved captcha
 * (10204 otherwise). `work` runs inside the same transaction (send_code's
 * resend check and code row), and the attempt's `auth_events` row is
 * written there too; the row's id comes back.
 *
 * Count and write happen under transaction-scoped advisory locks on the email
 * and the IP, always taken email first, so concurrent attempts queue and each
 * counts every row committed before it: no burst gets more than the quota
 * through. On PostgreSQL the locks do it (READ COMMITTED gives the count a
 * fresh snapshot after the wait); on PGlite the transaction already holds the
 * single connection's SerialLock, and the locks cost nothing.
 */
export async function reserveAuthAttempt<T>(
  db: Kysely<DatabaseSchema>,
  request: { kind: AuthEventKind; email: string; ip: string; captcha: OfferedCaptcha },
  work: (trx: Transaction<DatabaseSchema>) => Promise<T> = async () => undefined as T,
): Promise<{ eventId: string; result: T }> {
  const { kind, email, ip } = request;
  const limit = limits[kind];
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(limit.emailLockClass)}, hashtext(${email})),
                     pg_advisory_xact_lock(${sql.lit(limit.ipLockClass)}, hashtext(${ip}))`.execute(trx);
    const counts = await sql<{ by_email: string; by_ip: string }>`
      select count(*) filter (where email = ${email}) as by_email, count(*) filter (where ip = ${ip}) as by_ip
      from auth_events
      where kind = ${kind}
        and (email = ${email} or ip = ${ip})
        and created_at > now() - ${`${FAILED_LOGIN_WINDOW_MS} milliseconds`}::interval`.execute(trx);
    const row = counts.rows[0];
    const isCaptchaDue = Number(row?.by_email ?? 0) >= limit.perEmail || Number(row?.by_ip ?? 0) >= limit.perIp;
    if (isCaptchaDue) requireSolvedCaptcha(request.captcha);
    const result = await work(trx);
    const event = await trx.insertInto('auth_events').values({ kind, email, ip }).returning('id').executeTakeFirstOrThrow();
    return { eventId: String(event.id), result };
  });
}

/** Takes back one reserved attempt: a sign-in that proved right, or a code that could not be mailed. */
export async function releaseAuthAttempt(db: Kysely<DatabaseSchema>, eventId: string): Promise<void> {
  await db.deleteFrom('auth_events').where('id', '=', eventId).execute();
}
