export type OAuthProvider = 'google' | 'discord';

/** The OAuth return pages (spec §2); the provider's console must list `origin + path` as a redirect URI. */
export const OAUTH_REDIRECT_PATHS: Record<OAuthProvider, string> = {
  google: '/googleLoginRedirect',
  discord: '/discordLoginRedirect',
};

const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const DISCORD_AUTHORIZE_URL = 'https://discord.com/oauth2/authorize';

export interface OAuthUrlInput {
  clientId: string;
  /** `window.location.origin` of this installation. */
  origin: string;
  /** Random value the return page hands back; a hand-off with another value is ignored. */
  state: string;
}

export function oauthRedirectUri(provider: OAuthProvider, origin: string): string {
  return `${origin}${OAUTH_REDIRECT_PATHS[provider]}`;
}

/** Each value percent-encoded (spaces as %20, as both providers document), joined in the given order. */
function encodeQuery(parameters: Array<[string, string]>): string {
  return parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/** Google's implicit flow for an ID token: it comes back in the return page's URL fragment. */
export function buildGoogleAuthUrl(input: OAuthUrlInput & { nonce: string }): string {
  return `${GOOGLE_AUTHORIZE_URL}?${encodeQuery([
    ['response_type', 'id_token'],
    ['client_id', input.clientId],
    ['redirect_uri', oauthRedirectUri('google', input.origin)],
    ['scope', 'openid email profile'],
    ['nonce', input.nonce],
    ['state', input.state],
    ['prompt', 'select_account'],
  ])}`;
}

/** Discord's authorization-code flow: the code comes back in the return page's query; the server exchanges it. */
export function buildDiscordAuthUrl(input: OAuthUrlInput): string {
  return `${DISCORD_AUTHORIZE_URL}?${encodeQuery([
    ['response_type', 'code'],
    ['client_id', input.clientId],
    ['scope', 'identify email'],
    ['redirect_uri', oauthRedirectUri('discord', input.origin)],
    ['state', input.state],
  ])}`;
}

/** 128 random bits as hex, for `state` and `nonce`. */
export function createOAuthRandomValue(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
