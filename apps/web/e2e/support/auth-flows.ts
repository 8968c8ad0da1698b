import type { Locator, Page, Request, Response } from 'playwright-core';

/** How long a screen may take to show something: on a loaded 2-core CI machine a dialog once took more than 20 s. */
export const UI_TIMEOUT_MS = 30_000;

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

/** The next response of `method path` under /api (path without the /api prefix). */
export function waitForApi(page: Page, method: string, apiPath: string): Promise<Response> {
  return page.waitForResponse((response) => response.request().method() === method && new URL(response.url()).pathname === `/api${apiPath}`, {
    timeout: UI_TIMEOUT_MS,
  });
}

export async function readEnvelope<Data>(response: Response): Promise<Envelope<Data>> {
  return (await response.json()) as Envelope<Data>;
}

/** GET a JSON call on the server directly (test hooks, the dev outbox). */
export async function getApi<Data>(baseUrl: string, apiPath: string): Promise<Envelope<Data>> {
  const response = await fetch(`${baseUrl}/api${apiPath}`);
  return (await response.json()) as Envelope<Data>;
}

/** The 6-digit code in the newest mail to `email` in the dev outbox. */
export async function readMailedCode(baseUrl: string, email: string): Promise<string> {
  const outbox = await getApi<{ list: Array<{ to: string; text: string }> }>(baseUrl, '/dev/outbox');
  const mail = outbox.data.list.find((entry) => entry.to === email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No 6-digit code mailed to ${email}: ${JSON.stringify(outbox).slice(0, 500)}`);
  return code;
}

/** Every call under /api/v1/auth/ the page makes, with its body and Authorization header. */
export interface RecordedAuthRequest {
  path: string;
  body: string;
  authorization: string | undefined;
}

export function recordAuthRequests(page: Page): RecordedAuthRequest[] {
  const recorded: RecordedAuthRequest[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/v1/auth/')) return;
    recorded.push({ path: pathname, body: request.postData() ?? '', authorization: request.headers().authorization });
  });
  return recorded;
}

export function loginDialog(page: Page): Locator {
  return page.getByTestId('login-dialog');
}

export function accountStatus(page: Page, status: 'guest' | 'user'): Locator {
  return page.locator(`[data-testid="account-status"][data-status="${status}"]`);
}

/** Clicks the top bar's 'Sign in' (a guest's) and waits for the dialog. */
export async function openLoginFromTopBar(page: Page): Promise<Locator> {
  await accountStatus(page, 'guest').getByRole('button', { name: 'Sign in' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('heading', { name: 'Welcome to Talkreel' }).waitFor({ timeout: UI_TIMEOUT_MS });
  return dialog;
}

/** A toast (Mantine notifications are role=alert) with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** Waits until no toast or dialog is mid-transition (endless ones, such as skeleton shimmer, aside), so a screenshot shows them whole. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return animation.playState !== 'running' || iterations === Number.POSITIVE_INFINITY;
    }),
  );
  await page.waitForTimeout(300);
}

/** Opens the account menu of a signed-in user, signs out, and waits for the new guest session. */
export async function signOut(page: Page): Promise<void> {
  await accountStatus(page, 'user').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await accountStatus(page, 'guest').waitFor({ timeout: UI_TIMEOUT_MS });
  // Signing out resets the account's queries once the new guest session exists; wait until nothing is in flight.
  await page.waitForLoadState('networkidle', { timeout: UI_TIMEOUT_MS });
}

/** Signs in with email and password in the open login dialog, and waits for the account in the top bar. */
export async function signInWithDialog(page: Page, email: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByRole('heading', { name: 'Welcome to Talkreel' }).waitFor({ timeout: UI_TIMEOUT_MS });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await accountStatus(page, 'user').waitFor({ timeout: UI_TIMEOUT_MS });
}
