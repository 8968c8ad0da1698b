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

/** JSON lines to stdout, or to `destination` (tests read them back). */
export function createLogger(options: { level: string; name: string; destination?: NodeJS.WritableStream }): Logger {
  const settings = { level: options.level, name: options.name, redact: { paths: redactedPaths, censor: '[redacted]' } };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

export type { Logger };
