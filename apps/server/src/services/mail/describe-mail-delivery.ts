import type { Config } from '@talkreel/platform';

/** The start-up banner's line on where sign-up and password-reset codes go, so an operator knows before a user asks. */
export function describeMailDelivery(config: Pick<Config, 'SMTP_URL' | 'PORT' | 'NODE_ENV'>): string {
  if (config.SMTP_URL) return `Mail: sent through ${new URL(config.SMTP_URL).host} (SMTP_URL)`;
  const outbox = config.NODE_ENV === 'production' ? '' : ` and kept at http://localhost:${config.PORT}/api/dev/outbox, which answers only this machine`;
  return `Mail: SMTP_URL is not set, so verification and password-reset codes are written to this log${outbox}`;
}
