import pino, { type Logger } from 'pino';

/** Fields that must never reach a log line. */
const redactedPaths = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'password', 'token'];

/** Longest a buffered stdout line waits before it is written. */
const stdoutFlushIntervalMs = 1000;

/**
 * JSON lines to stdout, or to `destination` (tests read them back).
 *
 * Stdout is buffered: lines are written in batches of 4 KB, at least once a
 * second, and synchronously on exit (pino flushes its own destinations then),
 * so a busy server makes one write per few dozen access-log lines instead of
 * one blocking write per line. A process killed with SIGKILL loses at most the
 * last second of lines.
 */
export function createLogger(options: { level: string; name: string; destination?: NodeJS.WritableStream }): Logger {
  const settings = { level: options.level, name: options.name, redact: { paths: redactedPaths, censor: '[redacted]' } };
  if (options.destination) return pino(settings, options.destination);
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), stdoutFlushIntervalMs).unref();
  return pino(settings, stdout);
}

export type { Logger };
