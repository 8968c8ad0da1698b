import { AUTH_MESSAGES, BusinessCode, MAX_WRONG_CODE_ATTEMPTS, RESEND_INTERVAL_MS, VERIFICATION_CODE_LIFETIME_MS, type CodeAction } from '@talkreel/contract';
import type { Repositories, VerificationCodeLookup } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { createAccountNoticeMail } from '../mail/account-notice-mail.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { createVerificationCodeMail } from '../mail/verification-code-mail.ts';
import { reserveAuthAttempt } from './auth-throttle.ts';
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
  repositories: Repositories,
  mailer: Mailer,
  request: { email: string; action: CodeAction; ip: string; captcha: OfferedCaptcha },
): Promise<string> {
  const { email, action } = request;
  const reservation = await reserveAuthAttempt(repositories, { kind: 'code_sent', email, ip: request.ip, captcha: request.captcha }, (bound) =>
    createVerificationCode(bound, email, action),
  );
  const { ticket, mail } = reservation.result;
  try {
    await mailer.send(mail);
  } catch (error) {
    // The code could not be mailed: it and its attempt are taken back.
    await repositories.verificationCodes.deleteByTicketHash(digest(ticket));
    await repositories.authEvents.delete(reservation.eventId);
    throw error;
  }
  return ticket;
}

async function createVerificationCode(repositories: Repositories, email: string, action: CodeAction): Promise<{ ticket: string; mail: Mail }> {
  const latestCreatedAt = await repositories.verificationCodes.findLatestCreatedAt(email, action);
  const sinceLastMs = latestCreatedAt ? Date.now() - latestCreatedAt.getTime() : Infinity;
  if (sinceLastMs < RESEND_INTERVAL_MS) {
    const waitSeconds = Math.ceil((RESEND_INTERVAL_MS - sinceLastMs) / 1000);
    throw new ApiError(BusinessCode.tooManyRequests, `Please wait ${waitSeconds} s before asking for another code`);
  }
  const account = await repositories.accounts.findByEmail(email);
  const ticket = createTicket();
  const code = createSixDigitCode();
  await repositories.verificationCodes.create({
    ticket_hash: digest(ticket),
    email,
    action,
    code_hash: codeDigest(ticket, code),
    wrong_attempts: 0,
    expires_at: new Date(Date.now() + VERIFICATION_CODE_LIFETIME_MS),
    verified_ticket_hash: null,
    verified_at: null,
    used_at: null,
  });
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
  repositories: Repositories,
  request: { ticket: string; email: string; action: CodeAction; code: string },
): Promise<string> {
  const { verificationCodes } = repositories;
  const lookup: VerificationCodeLookup = { ticketHash: digest(request.ticket), email: request.email, action: request.action };
  const attempt = await verificationCodes.takeAttempt(lookup, MAX_WRONG_CODE_ATTEMPTS);
  if (!attempt) throw ApiError.invalidInput(await explainUnusableCode(repositories, lookup));
  if (attempt.code_hash !== codeDigest(request.ticket, request.code)) {
    throw ApiError.invalidInput(attempt.wrong_attempts >= MAX_WRONG_CODE_ATTEMPTS ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.wrongCode);
  }
  const verifiedTicket = createTicket();
  // Two right codes at once: only the first gets a ticket that register will take.
  if (!(await verificationCodes.markVerified(lookup.ticketHash, digest(verifiedTicket)))) throw ApiError.invalidInput(AUTH_MESSAGES.ticketInvalid);
  return verifiedTicket;
}

/** Why a ticket took no try: unknown or already used, expired, or out of tries. */
async function explainUnusableCode(repositories: Repositories, lookup: VerificationCodeLookup): Promise<string> {
  const row = await repositories.verificationCodes.findState(lookup);
  if (!row || row.verified_at || row.used_at) return AUTH_MESSAGES.ticketInvalid;
  const isExpired = new Date(row.expires_at).getTime() <= Date.now();
  return row.wrong_attempts >= MAX_WRONG_CODE_ATTEMPTS && !isExpired ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.codeExpired;
}

/** Spends a checked ticket once, inside the transaction that uses it (pass repositories bound to it). */
export async function spendVerifiedTicket(repositories: Repositories, request: { ticket: string; email: string; action: CodeAction }): Promise<void> {
  const isSpent = await repositories.verificationCodes.spendVerifiedTicket(
    { verifiedTicketHash: digest(request.ticket), email: request.email, action: request.action },
    VERIFICATION_CODE_LIFETIME_MS,
  );
  if (!isSpent) throw ApiError.invalidInput(AUTH_MESSAGES.ticketInvalid);
}
