import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByApi, registerAccountByApi } from './support/account-by-api.ts';
import { settleAnimations, UI_TIMEOUT_MS } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './support/webhook-receiver.ts';

const EMAIL = `developer-${Date.now()}@example.com`;
const PASSWORD = 'developer-all-1';

const shouldSkip = shouldSkipBrowserTests('the developers browser test');

interface Envelope {
  code: number;
  msg: string;
  data: { username?: string } | null;
}

/** Polls until `isDone` holds, failing after the UI timeout. */
async function until(isDone: () => boolean, what: string): Promise<void> {
  const deadlineMs = Date.now() + UI_TIMEOUT_MS;
  while (!isDone()) {
    if (Date.now() > deadlineMs) throw new Error(`Waited ${UI_TIMEOUT_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(shouldSkip)('API keys and webhooks in Chromium, used from outside the browser', () => {
  let server: TestServer | undefined;
  let receiver: WebhookReceiver | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let token: string;
  const screenshot = (shot: Page, name: string) => shot.screenshot({ path: path.join(ARTIFACTS_DIR, `developers-${name}.png`), fullPage: true });

  /** A public route called as a developer's program would: Authorization: Bearer <API key>. */
  const userInfoWith = async (apiKey: string): Promise<Envelope> => {
    const response = await fetch(`${server!.baseUrl}/api/v1/user/info`, { headers: { authorization: `Bearer ${apiKey}` } });
    return (await response.json()) as Envelope;
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The operator's switch lets deliveries reach the receiver on this machine (refused by default).
    server = await startTestServer({ TEST_HOOKS: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' });
    browser = await launchChromium();
    await registerAccountByApi(server.baseUrl, EMAIL, PASSWORD);
    token = await loginByApi(server.baseUrl, EMAIL, PASSWORD);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((stored) => localStorage.setItem('talkreel.token', stored), token);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await receiver?.close();
  });

  it('a key made in the dialog (by keyboard) is shown once, works on a public route, and is refused once revoked', async () => {
    await page.goto(`${server!.baseUrl}/my-videos`);
    await page.getByTestId('account-status').click();
    await page.getByTestId('account-menu-developers').click();
    await page.waitForURL(/\/developers\/api-keys$/u, { timeout: UI_TIMEOUT_MS });
    await page.getByTestId('api-keys-empty').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('developers-docs-link').getAttribute('href')).toBe('/api/docs');

    // Keyboard only: the button, the name (the field has focus), Enter submits; 'read' is checked already.
    await page.getByTestId('api-key-create').focus();
    await page.keyboard.press('Enter');
    const form = page.getByTestId('api-key-form');
    await form.waitFor({ timeout: UI_TIMEOUT_MS });
    await page.keyboard.press('Enter');
    expect(await form.getByText('Give the key a name').isVisible()).toBe(true);
    await page.getByTestId('api-key-name').focus();
    await page.keyboard.type('Build server');
    await page.keyboard.press('Enter');
    const secret = page.getByTestId('api-key-created-secret');
    await secret.waitFor({ timeout: UI_TIMEOUT_MS });
    const apiKey = (await secret.innerText()).trim();
    expect(apiKey).toMatch(/^tr_live_[0-9A-Za-z]{49}$/u);
    expect(await page.getByTestId('api-key-created').innerText()).toContain('this is the only time it is shown');
    await settleAnimations(page);
    await screenshot(page, 'api-key-created');
    await page.getByTestId('api-key-created-done').click();

    const row = page.locator('[data-testid="api-key-row"][data-status="active"]');
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await row.getByTestId('api-key-prefix').innerText()).toBe(`${apiKey.slice(0, 20)}…`);
    expect(await row.getByTestId('api-key-last-used').innerText()).toBe('Not used yet');
    expect(await row.getByTestId('api-key-expires').innerText()).toBe('Never');
    // The key itself is on the page no more.
    expect(await page.content()).not.toContain(apiKey.slice(20));

    const accepted = await userInfoWith(apiKey);
    expect(accepted.code).toBe(0);
    expect(accepted.data?.username).toBe(EMAIL);
    await page.reload();
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await row.getByTestId('api-key-last-used').innerText()).not.toBe('Not used yet');

    // A second key with more scopes and a lifetime, by mouse.
    await page.getByTestId('api-key-create').click();
    await page.getByTestId('api-key-name').fill('Nightly batch');
    await page.getByTestId('api-key-scope-videos').click();
    await page.getByTestId('api-key-expiry').click();
    await page.getByRole('option', { name: 'In 90 days' }).click();
    await page.getByTestId('api-key-submit').click();
    await page.getByTestId('api-key-created-secret').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('api-key-created-done').click();
    await page.locator('[data-testid="api-key-row"]').nth(1).waitFor({ timeout: UI_TIMEOUT_MS });
    const newest = page.getByTestId('api-key-row').first();
    expect(await newest.getByTestId('api-key-name-text').innerText()).toBe('Nightly batch');
    expect(await newest.getByTestId('api-key-expires').innerText()).not.toBe('Never');
    await settleAnimations(page);
    await screenshot(page, 'api-keys');

    // Revoke the first key, confirmed: refused from the next request on.
    const buildServer = page.locator('[data-testid="api-key-row"]', { hasText: 'Build server' });
    await buildServer.getByTestId('api-key-revoke').click();
    expect(await page.getByTestId('api-key-revoke-dialog').innerText()).toContain(`${apiKey.slice(0, 20)}…`);
    await page.getByTestId('api-key-revoke-confirm').click();
    await page.locator('[data-testid="api-key-row"][data-status="revoked"]', { hasText: 'Build server' }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await buildServer.getByTestId('api-key-revoke').count()).toBe(0);
    expect(await userInfoWith(apiKey)).toEqual({
      code: 40100,
      msg: 'This API key was revoked: create a new one under Account → API keys.',
      data: null,
    });
  });

  it('an endpoint added on the page gets a signed test event, verified with its secret; the log shows 200; resend; off and on again', async () => {
    await page.getByTestId('developers-tab-webhooks').click();
    await page.waitForURL(/\/developers\/webhooks$/u, { timeout: UI_TIMEOUT_MS });
    await page.getByTestId('webhooks-empty').waitFor({ timeout: UI_TIMEOUT_MS });

    await page.getByTestId('webhook-add').click();
    await page.getByTestId('webhook-url').fill('not a web address');
    await page.getByTestId('webhook-save').click();
    expect(await page.getByTestId('webhook-form').getByText('Give a web address that starts with https:// or http://').isVisible()).toBe(true);
    await page.getByTestId('webhook-url').fill(receiver!.url);
    await page.getByTestId('webhook-description').fill('My receiver');
    await page.getByTestId('webhook-event-credits.low').click();
    await page.getByTestId('webhook-save').click();

    const card = page.getByTestId('webhook-endpoint');
    await card.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await card.getByTestId('webhook-endpoint-url').innerText()).toBe(receiver!.url);
    expect(await card.getByTestId('webhook-endpoint-status').innerText()).toMatch(/^enabled$/iu);
    expect(await card.getByTestId('webhook-secret').innerText()).toMatch(/^whsec_•+$/u);
    await card.getByTestId('webhook-secret-toggle').click();
    const secret = (await card.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/u);

    await card.getByTestId('webhook-send-test').click();
    await until(() => receiver!.received.length >= 1, 'the receiver to get the test event');
    const first: ReceivedWebhook = receiver!.received[0]!;
    // The independent oracle: the Standard Webhooks library, with the secret the page showed.
    const event = new Webhook(secret).verify(first.body, first.headers as Record<string, string>) as { type: string; data: { endpoint_id: string } };
    expect(event.type).toBe('webhook.test');
    expect(event.data.endpoint_id).toBe(await card.getAttribute('data-endpoint-id'));
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret, 32 bytes long!!').toString('base64')}`).verify(first.body, first.headers as Record<string, string>),
    ).toThrow();

    const delivered = card.locator('[data-testid="webhook-delivery"][data-status="delivered"]');
    await delivered.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await delivered.getByTestId('webhook-delivery-status-code').innerText()).toBe('200');
    expect(await delivered.getByTestId('webhook-delivery-attempt').innerText()).toBe('Attempt 1');
    await settleAnimations(page);
    await screenshot(page, 'webhooks');

    // Resend: the same event (same webhook-id), a new attempt in the log.
    await delivered.getByTestId('webhook-resend').click();
    await until(() => receiver!.received.length >= 2, 'the resent delivery');
    expect(receiver!.received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
    await card.locator('[data-testid="webhook-delivery"][data-status="delivered"]', { hasText: 'Attempt 2' }).waitFor({ timeout: UI_TIMEOUT_MS });

    // Turned off in the edit dialog: the card says so and offers no test event.
    await card.getByTestId('webhook-edit').click();
    await page.getByTestId('webhook-enabled').click();
    await page.getByTestId('webhook-save').click();
    await page.locator('[data-testid="webhook-endpoint"][data-enabled="false"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await card.getByTestId('webhook-send-test').isDisabled()).toBe(true);
    await card.getByTestId('webhook-edit').click();
    await page.getByTestId('webhook-enabled').click();
    await page.getByTestId('webhook-save').click();
    await page.locator('[data-testid="webhook-endpoint"][data-enabled="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it('fits a 390 px phone in Simplified Chinese, nothing wider than the screen', async () => {
    const phoneContext = await browser!.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await phoneContext.addInitScript((stored) => {
      localStorage.setItem('talkreel.token', stored);
      localStorage.setItem('talkreel.language', 'zh-CN');
    }, token);
    const phone = await phoneContext.newPage();
    try {
      await phone.goto(`${server!.baseUrl}/developers/webhooks`);
      await phone.getByRole('heading', { level: 1, name: '开发者' }).waitFor({ timeout: UI_TIMEOUT_MS });
      const card = phone.getByTestId('webhook-endpoint');
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      await card.getByTestId('webhook-deliveries-toggle').click();
      await card.locator('[data-testid="webhook-delivery"][data-status="delivered"]').first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await card.getByTestId('webhook-send-test').innerText()).toBe('发送测试事件');
      const widest = () => phone.evaluate(() => document.documentElement.scrollWidth);
      expect(await widest()).toBeLessThanOrEqual(390);
      await settleAnimations(phone);
      await screenshot(phone, 'webhooks-phone-zh');

      await phone.getByTestId('developers-tab-api-keys').click();
      await phone.getByTestId('api-key-row').nth(1).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await phone.getByTestId('api-key-row').first().getByTestId('api-key-status').innerText()).toBe('有效');
      expect(await widest()).toBeLessThanOrEqual(390);
      await settleAnimations(phone);
      await screenshot(phone, 'api-keys-phone-zh');
    } finally {
      await phoneContext.close();
    }
  });

  it('deletes the endpoint after asking, and the page is empty again', async () => {
    await page.goto(`${server!.baseUrl}/developers/webhooks`);
    const card = page.getByTestId('webhook-endpoint');
    await card.waitFor({ timeout: UI_TIMEOUT_MS });
    await card.getByTestId('webhook-delete').click();
    expect(await page.getByTestId('webhook-delete-dialog').innerText()).toContain(receiver!.url);
    // The server's answer is read, so a refusal fails here with its message rather than as a missing empty state.
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/v1/webhooks/'), {
      timeout: UI_TIMEOUT_MS,
    });
    await page.getByTestId('webhook-delete-confirm').click();
    const answer = (await (await deleted).json()) as Envelope;
    expect(answer.code, answer.msg).toBe(0);
    await page.getByTestId('webhooks-empty').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('webhook-endpoint').count()).toBe(0);
  });
});
