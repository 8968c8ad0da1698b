import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface FakeIdentityProvider {
  baseUrl: string;
  /** Signs a Google-style ID token with the provider's published key (or with `foreignKey`, which it never published). */
  signIdToken(claims: JWTPayload & { aud: string }, options?: { expiresInSeconds?: number; useForeignKey?: boolean }): Promise<string>;
  /** A Discord authorization code that the token endpoint will accept once for this user. */
  issueDiscordCode(user: { id: string; username: string; email?: string; verified?: boolean }): string;
  close(): Promise<void>;
}

/**
 * A local identity provider speaking the real protocols: a JWKS document for
 * RS256 ID tokens (Google), and the OAuth code flow plus /users/@me (Discord).
 */
export async function startFakeIdentityProvider(discordClient: { id: string; secret: string }): Promise<FakeIdentityProvider> {
  const published = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { id: string; username: string; email?: string; verified?: boolean }>();
  const accessTokens = new Map<string, { id: string; username: string; email?: string; verified?: boolean }>();
  let counter = 0;

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/oauth2/v3/certs') return send(200, { keys: [jwk] });
    if (request.method === 'POST' && url.pathname === '/api/oauth2/token') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(raw);
        if (form.get('client_id') !== discordClient.id || form.get('client_secret') !== discordClient.secret) return send(401, { error: 'invalid_client' });
        if (form.get('grant_type') !== 'authorization_code' || !form.get('redirect_uri')) return send(400, { error: 'invalid_request' });
        const user = codes.get(form.get('code') ?? '');
        if (!user) return send(400, { error: 'invalid_grant' });
        codes.delete(form.get('code')!);
        const accessToken = `access-${(counter += 1)}`;
        accessTokens.set(accessToken, user);
        return send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 604800, scope: 'identify email' });
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/users/@me') {
      const user = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? send(200, { ...user, global_name: user.username }) : send(401, { message: '401: Unauthorized', code: 0 });
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    signIdToken: async (claims, options = {}) => {
      const nowSeconds = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-key-1' })
        .setIssuer('https://accounts.google.com')
        .setIssuedAt(nowSeconds - 10)
        .setExpirationTime(nowSeconds + (options.expiresInSeconds ?? 3600))
        .sign(options.useForeignKey ? foreign.privateKey : published.privateKey);
    },
    issueDiscordCode: (user) => {
      const code = `code-${(counter += 1)}`;
      codes.set(code, user);
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
