import type { OAuthProvider } from './oauth-urls.ts';

/** What a return page hands to the window that opened it. */
export type OAuthHandoff =
  | { provider: 'google'; token: string; state: string }
  | { provider: 'discord'; code: string; state: string }
  | { provider: OAuthProvider; error: string; state: string };

/** The error a provider reports when the person cancels on its consent page. */
export const OAUTH_CANCELLED_ERROR = 'access_denied';

interface RedirectLocation {
  hash: string;
  search: string;
}

/**
 * Reads a return page's address: Google's implicit flow puts `id_token` in
 * the fragment, Discord puts `code` in the query; either may carry `error`.
 */
export function readOAuthRedirect(provider: OAuthProvider, location: RedirectLocation): OAuthHandoff {
  const parameters = new URLSearchParams(provider === 'google' ? location.hash.replace(/^#/, '') : location.search);
  const state = parameters.get('state') ?? '';
  const error = parameters.get('error');
  if (error) return { provider, error, state };
  if (provider === 'google') {
    const token = parameters.get('id_token');
    return token ? { provider, token, state } : { provider, error: 'missing_id_token', state };
  }
  const code = parameters.get('code');
  return code ? { provider, code, state } : { provider, error: 'missing_code', state };
}
