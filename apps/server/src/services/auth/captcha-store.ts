import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CAPTCHA_LENGTH, CAPTCHA_LIFETIME_MS } from '@talkreel/contract';
import type { DatabaseSchema } from '@talkreel/platform';
import { renderCaptchaImage } from './render-captcha-image.ts';
import { digest } from './secret-digest.ts';

/** No 0/O, 1/I/L: characters a person can tell apart. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Answers kept in memory only when test hooks are on (never in production). */
const answersForTests = new Map<string, string>();

export interface CreatedCaptcha {
  id: string;
  /** A data URL of the PNG. */
  b64s: string;
}

export async function createCaptcha(db: Kysely<DatabaseSchema>, options: { keepAnswerForTests: boolean }): Promise<CreatedCaptcha> {
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => alphabet[randomInt(0, alphabet.length)]).join('');
  const row = await db
    .insertInto('captchas')
    .values({ answer_hash: digest(answer), expires_at: new Date(Date.now() + CAPTCHA_LIFETIME_MS), used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.keepAnswerForTests) answersForTests.set(row.id, answer);
  return { id: row.id, b64s: `data:image/png;base64,${renderCaptchaImage(answer).toString('base64')}` };
}

/** Spends the captcha (right or wrong, it is used up) and says whether the answer matched, case-insensitively. */
export async function verifyCaptcha(db: Kysely<DatabaseSchema>, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer || !/^[0-9a-f-]{36}$/i.test(id)) return false;
  const spent = await db
    .updateTable('captchas')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer_hash')
    .executeTakeFirst();
  return spent !== undefined && spent.answer_hash === digest(answer.trim().toUpperCase());
}

/** Test hook: the answer of a captcha made while test hooks are on. */
export function findCaptchaAnswerForTests(id: string): string | undefined {
  return answersForTests.get(id);
}
