import type { VerifiedIdentity } from './verify-google-id-token.ts';

export interface DiscordOptions {
  clientId: string;
  clientSecret: string;
  /** API base, e.g. https://discord.com/api */
  apiUrl: string;
}

interface DiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
}

const requestTimeoutMs = 10_000;

/** The OAuth code flow: code + client secret → access token → the user behind it. */
export async function exchangeDiscordCode(options: DiscordOptions, code: string, redirectUri: string): Promise<VerifiedIdentity> {
  const tokenResponse = await fetch(`${options.apiUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    }),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (!tokenResponse.ok) throw new Error(`Discord token exchange answered ${tokenResponse.status}`);
  const token = (await tokenResponse.json()) as { access_token?: string; token_type?: string };
  if (!token.access_token) throw new Error('Discord token exchange gave no access token');
  const userResponse = await fetch(`${options.apiUrl}/users/@me`, {
    headers: { authorization: `${token.token_type ?? 'Bearer'} ${token.access_token}` },
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (!userResponse.ok) throw new Error(`Discord /users/@me answered ${userResponse.status}`);
  const user = (await userResponse.json()) as DiscordUser;
  return {
    subject: user.id,
    email: user.email ? user.email.toLowerCase() : null,
    isEmailVerified: user.verified === true,
    nickname: user.global_name || user.username,
  };
}
