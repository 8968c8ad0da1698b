import { sendMailJob, type SendMailPayload } from '@talkreel/jobs';
import { implementJob } from '@talkreel/platform';

/** Whatever sends this process's mail: SMTP, or the dev outbox (the server's `Mailer` fits). */
export interface MailSender {
  send(mail: SendMailPayload): Promise<void>;
}

/** Sends a queued notice; a failure (SMTP down) is retried by the queue. */
export function createSendMailHandler(mailer: MailSender) {
  return implementJob(sendMailJob, async (payload) => {
    await mailer.send(payload);
    return null;
  });
}
