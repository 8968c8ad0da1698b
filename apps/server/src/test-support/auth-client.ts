import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** What the browser sends instead of the password. */
export function clientPasswordHash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

export interface ApiBody<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API the way the web app does, for route tests. */
export function createAuthClient(app: FastifyInstance) {
  const call = async <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, payload?: unknown, token?: string, ip = '127.0.0.1') => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: ip,
    });
    return { status: response.statusCode, body: response.json() as ApiBody<T> };
  };
  const latestCode = async (email: string): Promise<string> => {
    const outbox = await call<{ list: { to: string; text: string }[] }>('GET', '/dev/outbox');
    const mail = outbox.body.data.list.find((entry) => entry.to === email.toLowerCase());
    const code = mail && /verification code is (\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`No code mailed to ${email}`);
    return code;
  };
  const register = async (email: string, password: string, guestToken?: string) => {
    const sent = await call<{ ticket: string }>('POST', '/v1/auth/send_code', { appid: 52000, username: email, action: 'reg' });
    const checked = await call<{ ticket: string }>('POST', '/v1/auth/check_code', {
      ticket: sent.body.data.ticket,
      username: email,
      action: 'reg',
      code: await latestCode(email),
    });
    return call<{ token: string }>(
      'POST',
      '/v1/auth/register',
      {
        action: 'reg',
        appid: 52000,
        password: clientPasswordHash(password),
        ticket: checked.body.data.ticket,
        username: email,
      },
      guestToken,
    );
  };
  const login = (email: string, password: string, extra: Record<string, unknown> = {}, ip?: string) =>
    call<{ token: string }>('POST', '/v1/auth/login', { appid: 52000, username: email, password: clientPasswordHash(password), ...extra }, undefined, ip);
  return { call, latestCode, register, login };
}
