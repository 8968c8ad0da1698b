import type { CodeAction } from '@talkreel/contract';
import { escapeHtml } from '@talkreel/site';
import type { Mail } from './mailer.ts';

interface Notice {
  subject: string;
  paragraphs: string[];
}

/** What to tell the owner of an address when send_code's action does not fit it (the caller was told the same as anyone). */
const notices: Record<CodeAction, Notice> = {
  reg: {
    subject: 'Your Talkreel account already exists',
    paragraphs: [
      'Someone asked to create a Talkreel account with this email address, but it already has one, so no code was sent.',
      'If it was you, sign in instead, or reset your password if you have forgotten it.',
      'If it was not you, ignore this mail: your account is unchanged.',
    ],
  },
  resetpwd: {
    subject: 'No Talkreel account uses this address',
    paragraphs: [
      'Someone asked to reset the Talkreel password of this email address, but no account uses it, so no code was sent.',
      'If it was you, you may have signed up with another address, or you can create an account with this one.',
      'If it was not you, ignore this mail.',
    ],
  },
};

/** The mail send_code sends instead of a code: to a registered address on sign-up, or an unknown one on reset. */
export function createAccountNoticeMail(to: string, action: CodeAction): Mail {
  const notice = notices[action];
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#111827">
${notice.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</body></html>`;
  return { to, subject: notice.subject, text: notice.paragraphs.join('\n\n'), html };
}
