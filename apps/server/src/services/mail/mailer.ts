import nodemailer from 'nodemailer';
import type { Logger, OutboxMailRepository } from '@talkreel/platform';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `outbox`: kept in the database for GET /api/dev/outbox; `smtp`: really sent. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** nodemailer over SMTP_URL. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** No SMTP configured: every mail is logged and stored so a local user can read their code. */
export function createOutboxMailer(outbox: OutboxMailRepository, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    send: async (mail) => {
      await outbox.create(mail);
      logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the dev outbox (no SMTP_URL)');
    },
  };
}
