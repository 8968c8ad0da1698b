import { discordCodeRoute, googleTokenRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { authClientFields } from './auth-client-fields.ts';

/** POST /v1/auth/google_token_code with the ID token Google handed to /googleLoginRedirect. */
export async function exchangeGoogleIdToken(idToken: string): Promise<string> {
  const { token } = await apiRequest(googleTokenRoute, { body: { ...authClientFields(), token: idToken } });
  return token;
}

/**
 * POST /v1/auth/discord_auth_code. `redirectUri` must be the very one the
 * authorize URL named: Discord refuses the exchange otherwise.
 */
export async function exchangeDiscordCode(code: string, redirectUri: string): Promise<string> {
  const { token } = await apiRequest(discordCodeRoute, {
    body: { ...authClientFields(), code, redirect_uri: redirectUri },
  });
  return token;
}
