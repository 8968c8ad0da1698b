import { FAILED_LOGIN_WINDOW_MS, FAILED_LOGINS_BEFORE_CAPTCHA } from '@talkreel/contract';
import type { AuthEventKind, Repositories } from '@talkreel/platform';
import { requireSolvedCaptcha, type OfferedCaptcha } from './require-captcha.ts';

/** Attempts within the window, per email and per IP, before a captcha is needed. */
interface AttemptLimit {
  perEmail: number;
  perIp: number;
}

const limits: Record<AuthEventKind, AttemptLimit> = {
  login_failed: { perEmail: FAILED_LOGINS_BEFORE_CAPTCHA, perIp: FAILED_LOGINS_BEFORE_CAPTCHA },
  code_sent: { perEmail: 3, perIp: 10 },
};

/**
 * Reserves one attempt of `kind` for the email and the IP, or, once their
 * quota of the window is used, lets it through only with a solved captcha
 * (10204 otherwise). `work` runs inside the same transaction (send_code's
 * resend check and code row), and the attempt's `auth_events` row is
 * written there too; the row's id comes back.
 *
 * Count and write happen under transaction-scoped advisory locks on the email
 * and the IP, always taken email first (`AuthEventRepository.lockQuota`), so
 * concurrent attempts queue and each counts every row committed before it: no
 * burst gets more than the quota through. On PostgreSQL the locks do it (READ
 * COMMITTED gives the count a fresh snapshot after the wait); on PGlite the
 * transaction already holds the single connection's SerialLock, and the locks
 * cost nothing.
 */
export async function reserveAuthAttempt<T>(
  repositories: Repositories,
  request: { kind: AuthEventKind; email: string; ip: string; captcha: OfferedCaptcha },
  work: (bound: Repositories) => Promise<T> = async () => undefined as T,
): Promise<{ eventId: string; result: T }> {
  const { kind, email, ip } = request;
  const limit = limits[kind];
  return repositories.inTransaction(async (bound) => {
    await bound.authEvents.lockQuota(kind, email, ip);
    const counts = await bound.authEvents.countRecent(kind, email, ip, FAILED_LOGIN_WINDOW_MS);
    const isCaptchaDue = counts.byEmail >= limit.perEmail || counts.byIp >= limit.perIp;
    if (isCaptchaDue) requireSolvedCaptcha(request.captcha);
    const result = await work(bound);
    const eventId = await bound.authEvents.record(kind, email, ip);
    return { eventId, result };
  });
}
