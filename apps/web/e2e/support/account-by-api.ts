import { createHash } from 'node:crypto';
import { readMailedCode } from './auth-flows.ts';

/** The only application id the server accepts (spec §9). */
const APP_ID = 52000;

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

async function postApi<Data>(baseUrl: string, apiPath: string, body: unknown): Promise<Data> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<Data>;
  if (envelope.code !== 0) throw new Error(`POST ${apiPath} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/**
 * Signs an account up the way the dialog does (send_code, the code from the
 * dev outbox, check_code, register with the password's SHA-256), so a test
 * about something else can then sign in with it through the UI.
 */
export async function registerAccountByApi(baseUrl: string, email: string, password: string): Promise<void> {
  const { ticket } = await postApi<{ ticket: string }>(baseUrl, '/v1/auth/send_code', { appid: APP_ID, username: email, action: 'reg' });
  const code = await readMailedCode(baseUrl, email);
  const checked = await postApi<{ ticket: string }>(baseUrl, '/v1/auth/check_code', { ticket, username: email, action: 'reg', code });
  await postApi(baseUrl, '/v1/auth/register', {
    action: 'reg',
    appid: APP_ID,
    password: createHash('sha256').update(password, 'utf8').digest('hex'),
    ticket: checked.ticket,
    username: email,
  });
}

/** Signs in by API (POST /v1/auth/login with the password's SHA-256) and returns the session token. */
export async function loginByApi(baseUrl: string, email: string, password: string): Promise<string> {
  const { token } = await postApi<{ token: string }>(baseUrl, '/v1/auth/login', {
    appid: APP_ID,
    username: email,
    password: createHash('sha256').update(password, 'utf8').digest('hex'),
  });
  return token;
}

/**
 * Grants an account credits the way `talkreel credits grant` does: the
 * operator route, from this machine, with the token the server wrote into
 * its DATA_DIR.
 */
export async function grantCreditsByApi(server: { baseUrl: string; dataDir: string }, email: string, credits: number): Promise<void> {
  const { readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const token = (await readFile(path.join(server.dataDir, 'operator-token'), 'utf8')).trim();
  const response = await fetch(`${server.baseUrl}/api/operator/credits/grant`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-talkreel-operator-token': token },
    body: JSON.stringify({ email, credits }),
  });
  const envelope = (await response.json()) as Envelope<unknown>;
  if (envelope.code !== 0) throw new Error(`POST /operator/credits/grant answered ${envelope.code}: ${envelope.msg}`);
}
