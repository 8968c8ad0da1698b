import { APP_ID, checkCodeRoute, sendCodeRoute, type CodeAction } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import type { CaptchaAnswer } from './auth-client-fields.ts';

export interface VerificationCodeTarget {
  email: string;
  action: CodeAction;
}

/** POST /v1/auth/send_code: mails a 6-digit code and returns the ticket `checkVerificationCode` needs. Silent (10204 opens the captcha). */
export async function sendVerificationCode(target: VerificationCodeTarget, captcha?: CaptchaAnswer): Promise<string> {
  const { ticket } = await apiRequest(sendCodeRoute, {
    body: { appid: APP_ID, username: target.email.trim(), action: target.action, ...captcha },
    isSilent: true,
  });
  return ticket;
}

/** POST /v1/auth/check_code: exchanges the send ticket and the mailed code for the ticket that sets the password. */
export async function checkVerificationCode(target: VerificationCodeTarget & { ticket: string; code: string }): Promise<string> {
  const { ticket } = await apiRequest(checkCodeRoute, {
    body: { ticket: target.ticket, username: target.email.trim(), action: target.action, code: target.code.trim() },
  });
  return ticket;
}
