import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStatus,
  loginDialog,
  openLoginFromTopBar,
  readEnvelope,
  readMailedCode,
  recordAuthRequests,
  settleAnimations,
  signOut,
  UI_TIMEOUT_MS,
  waitForApi,
  type RecordedAuthRequest,
} from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import {
  DISCORD_CLIENT_ID,
  DISCORD_USER,
  GOOGLE_CLIENT_ID,
  GOOGLE_USER,
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from './support/fake-identity-provider.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';

const shouldSkip = shouldSkipBrowserTests('the social sign-in browser test');

describe.skipIf(shouldSkip)('Continue with Google and Discord through the popup, against the real server', () => {
  let identityProvider: FakeIdentityProvider | undefined;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;
  let authRequests: RecordedAuthRequest[];

  beforeAll(async () => {
    identityProvider = await startFakeIdentityProvider();
    server = await startTestServer(identityProvider.serverEnv);
    baseUrl = server.baseUrl;
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await identityProvider.interceptConsentPages(context);
    page = await context.newPage();
    authRequests = recordAuthRequests(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await identityProvider?.close();
  });

  /** Clicks a social button, follows the popup until it closes itself, and returns the sign-in call's response code. */
  async function continueWith(provider: 'Google' | 'Discord', apiPath: string): Promise<number> {
    const dialog = await openLoginFromTopBar(page);
    const exchanged = waitForApi(page, 'POST', apiPath);
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: `Continue with ${provider}` }).click()]);
    await popup.waitForEvent('close', { timeout: UI_TIMEOUT_MS });
    return (await readEnvelope(await exchanged)).code;
  }

  async function expectSignedInAs(email: string): Promise<void> {
    await accountStatus(page, 'user').waitFor({ timeout: UI_TIMEOUT_MS });
    await loginDialog(page).waitFor({ state: 'hidden' });
    await accountStatus(page, 'user').click();
    expect(await page.getByTestId('account-email').innerText()).toBe(email);
    await page.keyboard.press('Escape');
  }

  it('shows both buttons and the divider when the server configures both providers', { timeout: 60_000 }, async () => {
    await page.goto(`${baseUrl}/`);
    await accountStatus(page, 'guest').waitFor({ timeout: UI_TIMEOUT_MS });
    const dialog = await openLoginFromTopBar(page);
    await dialog.getByRole('button', { name: 'Continue with Google' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await dialog.getByRole('button', { name: 'Continue with Discord' }).waitFor();
    await dialog.getByText('or', { exact: true }).waitFor();
    expect(await dialog.getByTestId('login-terms').innerText()).toBe('By clicking Continue, you accept the Terms of Use and Privacy Policy');
    await settleAnimations(page);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'auth-social-buttons.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('signs in with Google: ID token from the return page to the opener, then google_token_code', { timeout: 60_000 }, async () => {
    const guestToken = await page.evaluate(() => localStorage.getItem('talkreel.token'));
    expect(await continueWith('Google', '/v1/auth/google_token_code')).toBe(0);
    await expectSignedInAs(GOOGLE_USER.email);

    const authorize = identityProvider!.authorizeUrls.at(-1)!;
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'id_token',
      client_id: GOOGLE_CLIENT_ID,
      redirect_uri: `${baseUrl}/googleLoginRedirect`,
      scope: 'openid email profile',
    });
    expect(authorize.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    const exchange = authRequests.find((request) => request.path === '/api/v1/auth/google_token_code')!;
    expect(JSON.parse(exchange.body)).toMatchObject({ appid: 52000, source: 'web', token: expect.stringMatching(/^ey/) });
    expect(exchange.authorization).toBe(`Bearer ${guestToken}`);
    await signOut(page);
  });

  it('signs in with Discord: code from the return page, exchanged with the same redirect_uri', { timeout: 60_000 }, async () => {
    expect(await continueWith('Discord', '/v1/auth/discord_auth_code')).toBe(0);
    await expectSignedInAs(DISCORD_USER.email);

    const authorize = identityProvider!.authorizeUrls.at(-1)!;
    expect(authorize.href).toContain('scope=identify%20email');
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(authorize.searchParams.get('client_id')).toBe(DISCORD_CLIENT_ID);
    const redirectUri = `${baseUrl}/discordLoginRedirect`;
    const exchange = authRequests.find((request) => request.path === '/api/v1/auth/discord_auth_code')!;
    expect(JSON.parse(exchange.body)).toMatchObject({ appid: 52000, source: 'web', code: 'discord-code-e2e', redirect_uri: redirectUri });
    expect(identityProvider!.discordRedirectUris).toEqual([redirectUri]);
    await signOut(page);
  });

  it('hides the social buttons in the set-password step', { timeout: 60_000 }, async () => {
    // A fresh page: the providers are asked for again, and the dialog's forms wait for them.
    await page.goto(`${baseUrl}/`);
    const dialog = await openLoginFromTopBar(page);
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await dialog.getByRole('button', { name: 'Send code' }).waitFor({ timeout: UI_TIMEOUT_MS });
    const email = `social-e2e-${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    const sent = waitForApi(page, 'POST', '/v1/auth/send_code');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    expect((await readEnvelope(await sent)).code).toBe(0);
    await dialog.getByLabel('Verification code').fill(await readMailedCode(baseUrl, email));
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await dialog.getByRole('button', { name: 'Done' }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await dialog.getByRole('button', { name: /Continue with/ }).count()).toBe(0);
    expect(await dialog.getByText('or', { exact: true }).count()).toBe(0);
    // No Continue button any more: the note speaks of what this step does.
    expect(await dialog.getByTestId('login-terms').innerText()).toBe('By creating an account, you accept the Terms of Use and Privacy Policy');
  });
});
