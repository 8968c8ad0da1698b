import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DatabaseSchema, Logger } from '@talkreel/platform';
import { OutboxMailRepository } from '../../repositories/outbox-mail.repository.ts';

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
export function createOutboxMailer(db: Kysely<DatabaseSchema>, logger: Logger): Mailer {
  const outbox = new OutboxMailRepository(db);
  return {
    kind: 'outbox',
    send: async (mail) => {
      await outbox.create(mail);
      logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the dev outbox (no SMTP_URL)');
    },
  };
}
