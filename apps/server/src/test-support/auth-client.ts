import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { APP_ID, checkCodeRoute, getDevOutboxRoute, loginRoute, registerRoute, resetPasswordRoute, sendCodeRoute, type CodeAction } from '@talkreel/contract';
import { callRoute, type RouteBody } from './call-route.ts';

/** What the browser sends instead of the password. */
export function clientPasswordHash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

/** Calls the API the way the web app does, for route tests. */
export function createAuthClient(app: FastifyInstance) {
  const latestCode = async (email: string): Promise<string> => {
    const outbox = await callRoute(app, getDevOutboxRoute);
    const mail = outbox.data.list.find((entry) => entry.to === email.toLowerCase());
    const code = mail && /verification code is (\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`No code mailed to ${email}`);
    return code;
  };
  /** A code mailed for `action` and checked: the ticket that register and reset_password take. */
  const checkedTicket = async (email: string, action: CodeAction): Promise<string> => {
    const sent = await callRoute(app, sendCodeRoute, { body: { appid: APP_ID, username: email, action } });
    const checked = await callRoute(app, checkCodeRoute, { body: { ticket: sent.data.ticket, username: email, action, code: await latestCode(email) } });
    return checked.data.ticket;
  };
  /** Signs up as the register page does (code mailed, checked, then the account made); a guest's token keeps the guest's things. */
  const register = async (email: string, password: string, guestToken?: string) => {
    const ticket = await checkedTicket(email, 'reg');
    return callRoute(app, registerRoute, {
      body: { action: 'reg', appid: APP_ID, password: clientPasswordHash(password), ticket, username: email },
      token: guestToken,
    });
  };
  /** Sets a new password as the forgotten-password page does; answers the new session. */
  const resetPassword = async (email: string, password: string) => {
    const ticket = await checkedTicket(email, 'resetpwd');
    return callRoute(app, resetPasswordRoute, { body: { action: 'resetpwd', appid: APP_ID, password: clientPasswordHash(password), ticket, username: email } });
  };
  /** `extra`: the captcha fields; `ip`: the caller's address, for the limits kept per IP. */
  const login = (email: string, password: string, extra: Partial<RouteBody<typeof loginRoute>> = {}, ip?: string) =>
    callRoute(app, loginRoute, { body: { appid: APP_ID, username: email, password: clientPasswordHash(password), ...extra }, remoteAddress: ip });
  return { latestCode, register, resetPassword, login };
}
