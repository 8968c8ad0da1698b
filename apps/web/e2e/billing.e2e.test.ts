import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBillingConfig } from '@talkreel/billing';
import { startFakeStripeServer, type FakeStripeServer } from '@talkreel/billing/testing';
import { loginByApi, registerAccountByApi } from './support/account-by-api.ts';
import { settleAnimations, UI_TIMEOUT_MS } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';

const EMAIL = `billing-${Date.now()}@example.com`;
const PASSWORD = 'billing-all-1';

const shouldSkip = shouldSkipBrowserTests('the billing browser test');

interface LedgerEntry {
  amount: number;
  reason: string;
}

describe.skipIf(shouldSkip)('buying a plan and a credit pack in Chromium, paid on a fake Stripe', () => {
  let stripe: FakeStripeServer | undefined;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let token: string;
  const screenshot = (name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `billing-${name}.png`), fullPage: true });

  /** The account's ledger as the credit history reads it, newest first. */
  const ledger = async (): Promise<LedgerEntry[]> => {
    const response = await fetch(`${server!.baseUrl}/api/v1/credits/ledger?page_size=100`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { list: LedgerEntry[] } }).data.list;
  };
  const balance = async () => (await ledger()).reduce((sum, entry) => sum + entry.amount, 0);

  /** Pays on the fake's hosted page, which delivers Stripe's events to the server and then sends the buyer back. */
  const payOnStripe = async () => {
    await page.waitForURL(`${stripe!.url}/checkout/**`, { timeout: UI_TIMEOUT_MS });
    await page.getByTestId('fake-stripe-pay').click();
    await page.waitForURL(/\/billing(\?|$)/u, { timeout: UI_TIMEOUT_MS });
    await page.locator('[data-testid="billing-checkout-result"][data-state="paid"]').waitFor({ timeout: UI_TIMEOUT_MS });
  };

  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    stripe.seedPrices(readBillingConfig({}));
    server = await startTestServer({ TEST_HOOKS: 'true', ...stripe.env });
    stripe.webhookUrl = `${server.baseUrl}/api/billing/stripe/webhook`;
    browser = await launchChromium();
    await registerAccountByApi(server.baseUrl, EMAIL, PASSWORD);
    token = await loginByApi(server.baseUrl, EMAIL, PASSWORD);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((stored) => localStorage.setItem('talkreel.token', stored), token);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stripe?.close();
  });

  it('Upgrade opens the store on the plans; Pro monthly is paid on Stripe and grants its month once; the Credits Store sells a pack once', async () => {
    const startingBalance = await balance();

    // The top bar's Upgrade: Home with action=buy, the store on the plans.
    await page.goto(`${server!.baseUrl}/my-videos`);
    await page.getByRole('link', { name: 'Upgrade' }).first().click();
    await page.waitForURL(/\/\?action=buy&source=upgrade$/u, { timeout: UI_TIMEOUT_MS });
    const store = page.getByTestId('credits-store');
    const proMonthly = store.locator('[data-testid="plan-offer"][data-item-id="pro-monthly"]');
    await proMonthly.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await proMonthly.getByTestId('plan-offer-price').innerText()).toBe('$39.00');
    expect(await store.getByTestId('plan-offer').count()).toBe(3);
    // Yearly: the same tiers at their yearly prices, with what they save.
    await store.getByText('Yearly', { exact: true }).click();
    const proYearly = store.locator('[data-testid="plan-offer"][data-item-id="pro-yearly"]');
    await proYearly.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await proYearly.getByTestId('plan-offer-saving').textContent()).toBe('Save 17%');
    await store.getByText('Monthly', { exact: true }).click();
    await settleAnimations(page);
    await screenshot('store-plans');

    await proMonthly.getByTestId('plan-offer-buy').click();
    await payOnStripe();
    await page.locator('[data-testid="billing-plan-name"][data-plan="Pro"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('billing-plan-status').getAttribute('data-kind')).toBe('renews');
    expect(await page.getByTestId('billing-credit').innerText()).toBe(String(startingBalance + 400));
    await page.locator('[data-testid="plan-badge"][data-plan="Pro"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await settleAnimations(page);
    await screenshot('plan-paid');

    // The Credits Store from the billing page: the packs, one bought.
    await page.getByTestId('billing-buy-credits').click();
    await page.waitForURL(/\/\?action=buy&source=credits_store$/u, { timeout: UI_TIMEOUT_MS });
    const pack = page.locator('[data-testid="pack-offer"][data-item-id="credits-500"]');
    await pack.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('credits-store-tab-packs').getAttribute('aria-selected')).toBe('true');
    await pack.getByTestId('pack-offer-buy').click();
    await payOnStripe();
    expect(await page.locator('[data-testid="billing-checkout-result"]').getAttribute('data-kind')).toBe('pack');
    expect(await page.getByTestId('billing-credit').innerText()).toBe(String(startingBalance + 900));
    await page.locator('[data-testid="billing-payment"]').nth(1).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.locator('[data-testid="billing-payment"][data-kind="plan"]').count()).toBe(1);
    expect(await page.locator('[data-testid="billing-payment"][data-kind="pack"]').count()).toBe(1);

    // Each purchase is in the ledger once, whatever the webhook and the success page both did.
    const entries = await ledger();
    expect(entries.filter((entry) => entry.reason === 'Monthly credits (Pro plan)').map((entry) => entry.amount)).toEqual([400]);
    expect(entries.filter((entry) => entry.reason === 'Credit pack (500 credits)').map((entry) => entry.amount)).toEqual([500]);
    expect(await balance()).toBe(startingBalance + 900);
    expect(stripe!.deliveries.every((delivery) => delivery.status === 200)).toBe(true);
  });

  it('Manage subscription opens the customer portal, and a plan cancelled there shows when it ends', async () => {
    await page.goto(`${server!.baseUrl}/billing`);
    await page.getByTestId('billing-manage').click();
    await page.waitForURL(`${stripe!.url}/portal/**`, { timeout: UI_TIMEOUT_MS });
    await page.getByTestId('fake-stripe-cancel-plan').click();
    await page.getByTestId('fake-stripe-cancels').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('fake-stripe-return').click();
    await page.waitForURL(`${server!.baseUrl}/billing`, { timeout: UI_TIMEOUT_MS });
    await page.locator('[data-testid="billing-plan-status"][data-kind="cancels"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('billing-plan-status').innerText()).toMatch(/^Cancelled: the plan ends on .+, then you are on Free\.$/u);
    expect(await page.getByTestId('billing-plan-name').getAttribute('data-plan')).toBe('Pro');
    await settleAnimations(page);
    await screenshot('cancelled');
  });
});
