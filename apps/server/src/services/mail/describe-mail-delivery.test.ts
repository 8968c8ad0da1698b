import { describe, expect, it } from 'vitest';
import { describeMailDelivery } from './describe-mail-delivery.ts';

describe('describeMailDelivery', () => {
  it('names the outbox and the log when no SMTP is set, never the password in an SMTP URL', () => {
    expect(describeMailDelivery({ PORT: 3000, NODE_ENV: 'development' })).toBe(
      'Mail: SMTP_URL is not set, so verification and password-reset codes are written to this log and kept at http://localhost:3000/api/dev/outbox, which answers only this machine',
    );
    expect(describeMailDelivery({ PORT: 3000, NODE_ENV: 'production' })).toBe(
      'Mail: SMTP_URL is not set, so verification and password-reset codes are written to this log',
    );
    expect(describeMailDelivery({ PORT: 3000, NODE_ENV: 'production', SMTP_URL: 'smtps://mailer:s3cret@mail.example.org:465' })).toBe(
      'Mail: sent through mail.example.org:465 (SMTP_URL)',
    );
  });
});
