import { sql, type Kysely } from 'kysely';
import { FAILED_LOGIN_WINDOW_MS, FAILED_LOGINS_BEFORE_CAPTCHA } from '@talkreel/contract';
import type { DatabaseSchema } from '@talkreel/platform';

/** send_code: more than this many codes to one email, or from one IP, within the window needs a captcha. */
const codesBeforeCaptchaPerEmail = 3;
const codesBeforeCaptchaPerIp = 10;

type AuthEventKind = 'login_failed' | 'code_sent';

export async function recordAuthEvent(db: Kysely<DatabaseSchema>, kind: AuthEventKind, email: string, ip: string): Promise<void> {
  await db.insertInto('auth_events').values({ kind, email, ip }).execute();
}

async function countRecent(db: Kysely<DatabaseSchema>, kind: AuthEventKind, column: 'email' | 'ip', value: string): Promise<number> {
  const row = await db
    .selectFrom('auth_events')
    .select(db.fn.countAll<string>().as('count'))
    .where('kind', '=', kind)
    .where(column, '=', value)
    .where('created_at', '>', sql<Date>`now() - ${`${FAILED_LOGIN_WINDOW_MS} milliseconds`}::interval`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** After 3 failed sign-ins for the email or from the IP within 15 minutes, sign-in needs a captcha. */
export async function isLoginCaptchaRequired(db: Kysely<DatabaseSchema>, email: string, ip: string): Promise<boolean> {
  const [byEmail, byIp] = await Promise.all([countRecent(db, 'login_failed', 'email', email), countRecent(db, 'login_failed', 'ip', ip)]);
  return byEmail >= FAILED_LOGINS_BEFORE_CAPTCHA || byIp >= FAILED_LOGINS_BEFORE_CAPTCHA;
}

/** One email or IP asking for codes too often must solve a captcha. */
export async function isSendCodeCaptchaRequired(db: Kysely<DatabaseSchema>, email: string, ip: string): Promise<boolean> {
  const [byEmail, byIp] = await Promise.all([countRecent(db, 'code_sent', 'email', email), countRecent(db, 'code_sent', 'ip', ip)]);
  return byEmail >= codesBeforeCaptchaPerEmail || byIp >= codesBeforeCaptchaPerIp;
}

/** A successful sign-in clears the email's failures (the IP's stay). */
export async function clearLoginFailures(db: Kysely<DatabaseSchema>, email: string): Promise<void> {
  await db.deleteFrom('auth_events').where('kind', '=', 'login_failed').where('email', '=', email).execute();
}
