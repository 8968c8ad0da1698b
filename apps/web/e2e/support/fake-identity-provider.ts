import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { BrowserContext } from 'playwright-core';
import { findFreePort } from './test-server.ts';

export const GOOGLE_CLIENT_ID = 'talkreel-e2e.apps.googleusercontent.com';
export const DISCORD_CLIENT_ID = '112233445566';
const DISCORD_CODE = 'discord-code-e2e';
const KEY_ID = 'e2e-key';

export const GOOGLE_USER = { sub: '1029384756', email: 'gina.google@example.com', name: 'Gina Google' };
export const DISCORD_USER = { id: '998877665544', username: 'dora', global_name: 'Dora Discord', email: 'dora.discord@example.com' };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface FakeIdentityProvider {
  /** Server env that points Talkreel at this provider instead of Google's JWKS and Discord's API. */
  serverEnv: Record<string, string>;
  /** Authorize URLs the browser opened, in order. */
  authorizeUrls: URL[];
  /** `redirect_uri` values the server sent to the Discord token endpoint. */
  discordRedirectUris: string[];
  /** Answers the browser's requests to accounts.google.com and discord.com like the real consent pages, at once. */
  interceptConsentPages: (context: BrowserContext) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Google and Discord for the browser test, all on 127.0.0.1: a JWKS whose
 * key signs real RS256 ID tokens, Discord's token and /users/@me endpoints,
 * and consent pages that redirect straight back with a token or code.
 */
export async function startFakeIdentityProvider(): Promise<FakeIdentityProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };
  const authorizeUrls: URL[] = [];
  const discordRedirectUris: string[] = [];

  const signIdToken = (nonce: string) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      iss: 'https://accounts.google.com',
      aud: GOOGLE_CLIENT_ID,
      ...GOOGLE_USER,
      email_verified: true,
      nonce,
      iat: nowSeconds,
      exp: nowSeconds + 600,
    };
    const signingInput = `${encode({ alg: 'RS256', typ: 'JWT', kid: KEY_ID })}.${encode(claims)}`;
    return `${signingInput}.${createSign('RSA-SHA256').update(signingInput).sign(privateKey).toString('base64url')}`;
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/google/certs') return json(200, jwks);
      if (request.url === '/discord/oauth2/token' && request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        discordRedirectUris.push(form.get('redirect_uri') ?? '');
        if (form.get('code') !== DISCORD_CODE) return json(400, { error: 'invalid_grant' });
        return json(200, { access_token: 'discord-access-e2e', token_type: 'Bearer' });
      }
      if (request.url === '/discord/users/@me' && request.headers.authorization === 'Bearer discord-access-e2e') {
        return json(200, { ...DISCORD_USER, verified: true });
      }
      return json(404, { error: 'not_found' });
    })();
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port}`;

  const redirectPage = (target: string) => `<!doctype html><title>Consent</title><script>location.replace(${JSON.stringify(target)})</script>`;

  return {
    serverEnv: {
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${origin}/google/certs`,
      DISCORD_CLIENT_ID,
      DISCORD_CLIENT_SECRET: 'discord-secret-e2e',
      DISCORD_API_URL: `${origin}/discord`,
    },
    authorizeUrls,
    discordRedirectUris,
    interceptConsentPages: async (context) => {
      await context.route('https://accounts.google.com/**', async (route) => {
        const url = new URL(route.request().url());
        authorizeUrls.push(url);
        const fragment = new URLSearchParams({ state: url.searchParams.get('state') ?? '', id_token: signIdToken(url.searchParams.get('nonce') ?? '') });
        await route.fulfill({ contentType: 'text/html', body: redirectPage(`${url.searchParams.get('redirect_uri')}#${fragment}`) });
      });
      await context.route('https://discord.com/**', async (route) => {
        const url = new URL(route.request().url());
        authorizeUrls.push(url);
        const query = new URLSearchParams({ code: DISCORD_CODE, state: url.searchParams.get('state') ?? '' });
        await route.fulfill({ contentType: 'text/html', body: redirectPage(`${url.searchParams.get('redirect_uri')}?${query}`) });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
