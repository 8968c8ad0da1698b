import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID, discordCodeRoute, getAuthProvidersRoute, getUserInfoRoute, googleTokenRoute } from '@talkreel/contract';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startFakeIdentityProvider, type FakeIdentityProvider } from '../../test-support/fake-identity-provider.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const googleClientId = 'talkreel-test.apps.googleusercontent.com';
const discordClient = { id: '1122334455', secret: 'discord-test-secret' };

describe('Google and Discord sign-in against a local identity provider', () => {
  let provider: FakeIdentityProvider;
  let product: TestProduct;
  let client: ReturnType<typeof createAuthClient>;
  beforeAll(async () => {
    provider = await startFakeIdentityProvider(discordClient);
    product = await startTestProduct({
      GOOGLE_CLIENT_ID: googleClientId,
      GOOGLE_JWKS_URL: `${provider.baseUrl}/oauth2/v3/certs`,
      DISCORD_CLIENT_ID: discordClient.id,
      DISCORD_CLIENT_SECRET: discordClient.secret,
      DISCORD_API_URL: `${provider.baseUrl}/api`,
    });
    client = createAuthClient(product.app);
  });
  afterAll(async () => {
    await product.cleanup();
    await provider.close();
  });

  const google = (token: string) => callRoute(product, googleTokenRoute, { body: { appid: APP_ID, token, source: 'web' } });

  it('publishes which providers are configured', async () => {
    expect((await callRoute(product, getAuthProvidersRoute)).data).toEqual({ google_client_id: googleClientId, discord_client_id: discordClient.id });
  });

  it('signs in with a valid Google ID token, the same account every time', async () => {
    const claims = { aud: googleClientId, sub: 'google-sub-1', email: 'Gina@Example.com', email_verified: true, name: 'Gina' };
    const first = await google(await provider.signIdToken(claims));
    expect(first.code).toBe(0);
    const info = await callRoute(product, getUserInfoRoute, { token: first.data.token });
    expect(info.data).toMatchObject({ status: 'user', username: 'gina@example.com', nickname: 'Gina', credit: 10 });
    const second = await google(await provider.signIdToken(claims));
    const users = await product.runtime.database.db.selectFrom('users').select('id').where('email', '=', 'gina@example.com').execute();
    expect(second.code).toBe(0);
    expect(users).toHaveLength(1);
  });

  it('refuses a wrong audience, an expired token and a bad signature', async () => {
    const base = { sub: 'google-sub-2', email: 'h@example.com', email_verified: true };
    const cases = [
      await provider.signIdToken({ ...base, aud: 'someone-else.apps.googleusercontent.com' }),
      await provider.signIdToken({ ...base, aud: googleClientId }, { expiresInSeconds: -60 }),
      await provider.signIdToken({ ...base, aud: googleClientId }, { useForeignKey: true }),
      'not.a.jwt',
    ];
    for (const token of cases) {
      const refused = await google(token);
      expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 10201, msg: 'fail to get profile information from Google' });
    }
    expect(await product.runtime.database.db.selectFrom('oauth_identities').select('subject').where('subject', '=', 'google-sub-2').execute()).toEqual([]);
  });

  it('signs in with a Discord code through the real code flow, once per code', async () => {
    const code = provider.issueDiscordCode({ id: '998877', username: 'jules', email: 'jules@example.com', verified: true });
    const body = { appid: APP_ID, code, redirect_uri: 'http://localhost:3000/discordLoginRedirect', source: 'web' } as const;
    const first = await callRoute(product, discordCodeRoute, { body });
    expect(first.code).toBe(0);
    expect((await callRoute(product, getUserInfoRoute, { token: first.data.token })).data).toMatchObject({
      username: 'jules@example.com',
      nickname: 'jules',
    });
    expect((await callRoute(product, discordCodeRoute, { body })).code).toBe(10201);
  });

  it('links a Google identity to the account that already has its verified email', async () => {
    await client.register('kim@example.com', 'kim-password-1');
    const signedIn = await google(await provider.signIdToken({ aud: googleClientId, sub: 'google-sub-kim', email: 'kim@example.com', email_verified: true }));
    expect(signedIn.code).toBe(0);
    expect(await product.runtime.database.db.selectFrom('users').select('id').where('email', '=', 'kim@example.com').execute()).toHaveLength(1);
  });
});

describe('social sign-in when not configured', () => {
  it('answers 40300 and hides the providers', async () => {
    const product = await startTestProduct();
    expect((await callRoute(product, getAuthProvidersRoute)).data).toEqual({ google_client_id: null, discord_client_id: null });
    expect(await callRoute(product, googleTokenRoute, { body: { appid: APP_ID, token: 'x' } })).toMatchObject({
      code: 40300,
      msg: 'This sign-in method is not set up on this server',
    });
    await product.cleanup();
  });
});
