import pino, { type Logger } from 'pino';

/** Fields that must never reach a log line. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  'password',
  'token',
];

export function createLogger(options: { level: string; name: string }): Logger {
  return pino({ level: options.level, name: options.name, redact: { paths: redactedPaths, censor: '[redacted]' } });
}

export type { Logger };
