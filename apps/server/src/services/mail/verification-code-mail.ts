import type { CodeAction } from '@talkreel/contract';
import { escapeHtml } from '@talkreel/site';
import type { Mail } from './mailer.ts';

const purposeText: Record<CodeAction, string> = {
  reg: 'to create your Talkreel account',
  resetpwd: 'to reset your Talkreel password',
};

/** The mail that carries a verification code, in plain text and HTML. */
export function createVerificationCodeMail(to: string, code: string, action: CodeAction): Mail {
  const text = `Your verification code is ${code}. Enter it ${purposeText[action]}. It is valid for 10 minutes.\n\nIf you did not ask for it, ignore this mail.`;
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#111827">
<p>Your verification code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;color:#6D5AE6">${escapeHtml(code)}</p>
<p>Enter it ${escapeHtml(purposeText[action])}. It is valid for 10 minutes.</p>
<p style="color:#6B7280">If you did not ask for it, ignore this mail.</p>
</body></html>`;
  return { to, subject: `Your Talkreel verification code: ${code}`, text, html };
}
