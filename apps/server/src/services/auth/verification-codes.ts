import { sql, type Kysely, type Transaction } from 'kysely';
import { AUTH_MESSAGES, BusinessCode, MAX_WRONG_CODE_ATTEMPTS, RESEND_INTERVAL_MS, VERIFICATION_CODE_LIFETIME_MS, type CodeAction } from '@talkreel/contract';
import type { DatabaseSchema } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { createAccountNoticeMail } from '../mail/account-notice-mail.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { createVerificationCodeMail } from '../mail/verification-code-mail.ts';
import { releaseAuthAttempt, reserveAuthAttempt } from './auth-throttle.ts';
import type { OfferedCaptcha } from './require-captcha.ts';
import { createSixDigitCode, createTicket, digest } from './secret-digest.ts';

/** The code is bound to its ticket: a code alone, or a ticket alone, proves nothing. */
function codeDigest(ticket: string, code: string): string {
  return digest(`${ticket}:${code}`);
}

/**
 * Answers send_code the same way whether or not the address has an account,
 * so the reply cannot tell a caller who is registered: a ticket, a code row
 * that check_code treats like any other, and one mail. The mail says what
 * happened: the code when the action fits the account state, otherwise a
 * notice without a code (already registered: sign in or reset; no account:
 * nothing to reset), so that code can never be entered.
 *
 * The captcha quota (3 per email, 10 per IP) and the 60 s resend wait are
 * checked and written in one locked transaction, so a parallel burst sends one code.
 */
export async function sendVerificationCode(
  db: Kysely<DatabaseSchema>,
  mailer: Mailer,
  request: { email: string; action: CodeAction; ip: string; captcha: OfferedCaptcha },
): Promise<string> {
  const { email, action } = request;
  const reservation = await reserveAuthAttempt(db, { kind: 'code_sent', email, ip: request.ip, captcha: request.captcha }, (trx) =>
    createVerificationCode(trx, email, action),
  );
  const { ticket, mail } = reservation.result;
  try {
    await mailer.send(mail);
  } catch (error) {
    await db.deleteFrom('verification_codes').where('ticket_hash', '=', digest(ticket)).execute();
    await releaseAuthAttempt(db, reservation.eventId);
    throw error;
  }
  return ticket;
}

async function createVerificationCode(trx: Transaction<DatabaseSchema>, email: string, action: CodeAction): Promise<{ ticket: string; mail: Mail }> {
  const latest = await trx
    .selectFrom('verification_codes')
    .select('created_at')
    .where('email', '=', email)
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const sinceLastMs = latest ? Date.now() - new Date(latest.created_at).getTime() : Infinity;
  if (sinceLastMs < RESEND_INTERVAL_MS) {
    const waitSeconds = Math.ceil((RESEND_INTERVAL_MS - sinceLastMs) / 1000);
    throw new ApiError(BusinessCode.tooManyRequests, `Please wait ${waitSeconds} s before asking for another code`);
  }
  const account = await trx.selectFrom('users').select('id').where('email', '=', email).where('status', '=', 'user').executeTakeFirst();
  const ticket = createTicket();
  const code = createSixDigitCode();
  await trx
    .insertInto('verification_codes')
    .values({
      ticket_hash: digest(ticket),
      email,
      action,
      code_hash: codeDigest(ticket, code),
      wrong_attempts: 0,
      expires_at: new Date(Date.now() + VERIFICATION_CODE_LIFETIME_MS),
      verified_ticket_hash: null,
      verified_at: null,
      used_at: null,
    })
    .execute();
  const isCodeUsable = action === 'reg' ? !account : Boolean(account);
  return { ticket, mail: isCodeUsable ? createVerificationCodeMail(email, code, action) : createAccountNoticeMail(email, action) };
}

/**
 * Checks a code; 5 wrong tries burn it. Returns a new ticket for register /
 * reset_password. Each check takes its try in one UPDATE before the code is
 * compared: parallel guesses queue on the row's lock (PostgreSQL re-checks the
 * condition after the wait), so no burst gets more than 5 compared. The right
 * code gives its try back.
 */
export async function checkVerificationCode(
  db: Kysely<DatabaseSchema>,
  request: { ticket: string; email: string; action: CodeAction; code: string },
): Promise<string> {
  const ticketHash = digest(request.ticket);
  const attempt = await db
    .updateTable('verification_codes')
    .set({ wrong_attempts: sql`wrong_attempts + 1` })
    .where('ticket_hash', '=', ticketHash)
    .where('email', '=', request.email)
    .where('action', '=', request.action)
    .where('verified_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('wrong_attempts', '<', MAX_WRONG_CODE_ATTEMPTS)
    .returning(['code_hash', 'wrong_attempts'])
    .executeTakeFirst();
  if (!attempt) throw ApiError.invalidInput(await explainUnusableCode(db, ticketHash, request));
  if (attempt.code_hash !== codeDigest(request.ticket, request.code)) {
    throw ApiError.invalidInput(attempt.wrong_attempts >= MAX_WRONG_CODE_ATTEMPTS ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.wrongCode);
  }
  const verifiedTicket = createTicket();
  const verified = await db
    .updateTable('verification_codes')
    .set({ verified_ticket_hash: digest(verifiedTicket), verified_at: sql`now()`, wrong_attempts: sql`wrong_attempts - 1` })
    .where('ticket_hash', '=', ticketHash)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  // Two right codes at once: only the first gets a ticket that register will take.
  if (Number(verified.numUpdatedRows) === 0) throw ApiError.invalidInput(AUTH_MESSAGES.ticketInvalid);
  return verifiedTicket;
}

/** Why a ticket took no try: unknown or already used, expired, or out of tries. */
async function explainUnusableCode(db: Kysely<DatabaseSchema>, ticketHash: string, request: { email: string; action: CodeAction }): Promise<string> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['verified_at', 'used_at', 'expires_at', 'wrong_attempts'])
    .where('ticket_hash', '=', ticketHash)
    .where('email', '=', request.email)
    .where('action', '=', request.action)
    .executeTakeFirst();
  if (!row || row.verified_at || row.used_at) return AUTH_MESSAGES.ticketInvalid;
  const isExpired = new Date(row.expires_at).getTime() <= Date.now();
  return row.wrong_attempts >= MAX_WRONG_CODE_ATTEMPTS && !isExpired ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.codeExpired;
}

/** Spends a checked ticket once, inside the transaction that uses it. */
export async function spendVerifiedTicket(trx: Transaction<DatabaseSchema>, request: { ticket: string; email: string; action: CodeAction }): Promise<void> {
  const spent = await trx
    .updateTable('verification_codes')
    .set({ used_at: sql`now()` })
    .where('verified_ticket_hash', '=', digest(request.ticket))
    .where('email', '=', request.email)
    .where('action', '=', request.action)
    .where('used_at', 'is', null)
    .where('verified_at', '>', sql<Date>`now() - ${`${VERIFICATION_CODE_LIFETIME_MS} milliseconds`}::interval`)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw ApiError.invalidInput(AUTH_MESSAGES.ticketInvalid);
}
