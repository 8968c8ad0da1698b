import { describe, expect, it } from 'vitest';
import { buildDiscordAuthUrl, buildGoogleAuthUrl, createOAuthRandomValue, oauthRedirectUri } from './oauth-urls.ts';
import { readOAuthRedirect } from './oauth-redirect.ts';

const origin = 'https://talkreel.example.org';

describe('OAuth URLs', () => {
  it("asks Google for an ID token back on this installation's /googleLoginRedirect", () => {
    const url = new URL(buildGoogleAuthUrl({ clientId: 'google-client.apps', origin, state: 's1', nonce: 'n1' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('client_id')).toBe('google-client.apps');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/googleLoginRedirect`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('nonce')).toBe('n1');
    expect(url.searchParams.get('state')).toBe('s1');
  });

  it('asks Discord for a code with the identify and email scopes, spaces as %20', () => {
    const href = buildDiscordAuthUrl({ clientId: '1234', origin, state: 's2' });
    expect(href).toContain('scope=identify%20email');
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('1234');
    expect(url.searchParams.get('redirect_uri')).toBe(oauthRedirectUri('discord', origin));
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/discordLoginRedirect`);
  });

  it('random values are 32 hex characters and differ', () => {
    const first = createOAuthRandomValue();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(createOAuthRandomValue()).not.toBe(first);
  });
});

describe('readOAuthRedirect', () => {
  it("reads Google's id_token and state from the fragment", () => {
    const handoff = readOAuthRedirect('google', { hash: '#state=s1&id_token=eyJ.abc.def&authuser=0', search: '' });
    expect(handoff).toEqual({ provider: 'google', token: 'eyJ.abc.def', state: 's1' });
  });

  it("reads Discord's code and state from the query", () => {
    expect(readOAuthRedirect('discord', { hash: '', search: '?code=xyz&state=s2' })).toEqual({ provider: 'discord', code: 'xyz', state: 's2' });
  });

  it('passes on a cancelled consent and reports a missing token or code', () => {
    expect(readOAuthRedirect('discord', { hash: '', search: '?error=access_denied&state=s2' })).toEqual({
      provider: 'discord',
      error: 'access_denied',
      state: 's2',
    });
    expect(readOAuthRedirect('google', { hash: '', search: '?id_token=in-the-wrong-place' })).toEqual({
      provider: 'google',
      error: 'missing_id_token',
      state: '',
    });
    expect(readOAuthRedirect('discord', { hash: '#code=in-the-wrong-place', search: '' })).toMatchObject({ error: 'missing_code' });
  });
});
