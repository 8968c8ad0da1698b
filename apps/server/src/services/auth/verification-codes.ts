import { sql, type Kysely, type Transaction } from 'kysely';
import {
  AUTH_MESSAGES,
  BusinessCode,
  MAX_WRONG_CODE_ATTEMPTS,
  RESEND_INTERVAL_MS,
  VERIFICATION_CODE_LIFETIME_MS,
  type CodeAction,
} from '@talkreel/contract';
import type { DatabaseSchema } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createVerificationCodeMail } from '../mail/verification-code-mail.ts';
import { createSixDigitCode, createTicket, digest } from './secret-digest.ts';

/** The code is bound to its ticket: a code alone, or a ticket alone, proves nothing. */
function codeDigest(ticket: string, code: string): string {
  return digest(`${ticket}:${code}`);
}

/** Emails a fresh 6-digit code; returns the ticket that check_code needs with it. */
export async function sendVerificationCode(db: Kysely<DatabaseSchema>, mailer: Mailer, email: string, action: CodeAction): Promise<string> {
  const account = await db.selectFrom('users').select('id').where('email', '=', email).where('status', '=', 'user').executeTakeFirst();
  if (action === 'reg' && account) throw new ApiError(BusinessCode.conflict, AUTH_MESSAGES.emailTaken);
  if (action === 'resetpwd' && !account) throw new ApiError(BusinessCode.notFound, AUTH_MESSAGES.noSuchAccount);
  const latest = await db
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
  const ticket = createTicket();
  const code = createSixDigitCode();
  await db
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
  try {
    await mailer.send(createVerificationCodeMail(email, code, action));
  } catch (error) {
    await db.deleteFrom('verification_codes').where('ticket_hash', '=', digest(ticket)).execute();
    throw error;
  }
  return ticket;
}

/** Checks a code; 5 wrong tries burn it. Returns a new ticket for register / reset_password. */
export async function checkVerificationCode(
  db: Kysely<DatabaseSchema>,
  request: { ticket: string; email: string; action: CodeAction; code: string },
): Promise<string> {
  const row = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('ticket_hash', '=', digest(request.ticket))
    .where('email', '=', request.email)
    .where('action', '=', request.action)
    .executeTakeFirst();
  if (!row || row.verified_at || row.used_at) throw ApiError.invalidInput(AUTH_MESSAGES.ticketInvalid);
  if (new Date(row.expires_at).getTime() <= Date.now()) throw ApiError.invalidInput(AUTH_MESSAGES.codeExpired);
  if (row.wrong_attempts >= MAX_WRONG_CODE_ATTEMPTS) throw ApiError.invalidInput(AUTH_MESSAGES.tooManyWrongCodes);
  if (row.code_hash !== codeDigest(request.ticket, request.code)) {
    const updated = await db
      .updateTable('verification_codes')
      .set({ wrong_attempts: sql`wrong_attempts + 1` })
      .where('ticket_hash', '=', row.ticket_hash)
      .returning('wrong_attempts')
      .executeTakeFirstOrThrow();
    throw ApiError.invalidInput(updated.wrong_attempts >= MAX_WRONG_CODE_ATTEMPTS ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.wrongCode);
  }
  const verifiedTicket = createTicket();
  await db
    .updateTable('verification_codes')
    .set({ verified_ticket_hash: digest(verifiedTicket), verified_at: sql`now()` })
    .where('ticket_hash', '=', row.ticket_hash)
    .where('verified_at', 'is', null)
    .execute();
  return verifiedTicket;
}

/** Spends a checked ticket once, inside the transaction that uses it. */
export async function spendVerifiedTicket(
  trx: Transaction<DatabaseSchema>,
  request: { ticket: string; email: string; action: CodeAction },
): Promise<void> {
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
