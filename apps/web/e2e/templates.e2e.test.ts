import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateDetail, TemplateSummary } from '@talkreel/contract';
import { settleAnimations, UI_TIMEOUT_MS } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { getWorkspaceByApi } from './support/editor-by-api.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';

const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
const PHONE_VIEWPORT = { width: 390, height: 844 };
const PAGE_SIZE = 30;
const RATIO_LABELS = { 0: '9:16', 1: '16:9', 2: '1:1' } as const;

interface TemplatePage {
  data: TemplateSummary[];
  total: number;
}

const shouldSkip = shouldSkipBrowserTests('the templates browser test');

describe.skipIf(shouldSkip)('the template gallery and preview dialog in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let baseUrl: string;
  const screenshot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS_DIR, `templates-${name}.png`) });

  async function callApi<Data>(method: 'GET' | 'POST', apiPath: string, body?: object, token?: string): Promise<{ code: number; msg: string; data: Data }> {
    const response = await fetch(`${baseUrl}/api${apiPath}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as { code: number; msg: string; data: Data };
  }
  const listByApi = async (filters: object = {}) =>
    (await callApi<TemplatePage>('POST', '/template/list', { page: 1, page_size: PAGE_SIZE, aspect_ratio: -1, show_page: 'index', name: [], ...filters })).data;
  const detailByApi = async (id: string) => (await callApi<TemplateDetail>('GET', `/template/detail?id=${encodeURIComponent(id)}`)).data;

  /** Waits for the grid to show exactly `ids` (a filter's answer has arrived and replaced the previous page). */
  async function waitForCards(page: Page, ids: readonly string[]): Promise<void> {
    await page.waitForFunction(
      (expected) => {
        const shown = [...document.querySelectorAll('[data-testid="template-card"]')].map((card) => card.getAttribute('data-template-id'));
        return JSON.stringify(shown) === JSON.stringify(expected);
      },
      ids,
      { timeout: UI_TIMEOUT_MS },
    );
  }

  beforeAll(async () => {
    server = await startTestServer();
    baseUrl = server.baseUrl;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists the catalogue 30 at a time and filters it by frame, category and name', { timeout: 120_000 }, async () => {
    const all = await listByApi();
    expect(all.total).toBeGreaterThan(0);
    const page = await browser!.newPage({ viewport: DESKTOP_VIEWPORT });
    await page.goto(`${baseUrl}/templates`);
    await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await waitForCards(
      page,
      all.data.map((template) => template.id),
    );
    expect(await page.getByTestId('templates-count').innerText()).toBe(`${all.total} template${all.total === 1 ? '' : 's'}`);
    const first = all.data[0]!;
    const firstCard = page.locator(`[data-testid="template-card"][data-template-id="${first.id}"]`);
    expect(await firstCard.getAttribute('data-aspect-ratio')).toBe(RATIO_LABELS[first.aspect_ratio]);
    expect(await firstCard.innerText()).toContain(first.name);
    expect(await firstCard.getByTestId('template-presenter').count()).toBe(first.has_presenter ? 1 : 0);
    expect(await page.getByTestId('templates-pagination').count()).toBe(all.total > PAGE_SIZE ? 1 : 0);
    await settleAnimations(page);
    await screenshot(page, 'gallery');

    // Frame: 16:9 only.
    const landscape = await listByApi({ aspect_ratio: 1 });
    await page.getByTestId('template-ratio-filter').getByText('16:9', { exact: true }).click();
    if (landscape.total === 0) await page.getByTestId('templates-empty').waitFor({ timeout: UI_TIMEOUT_MS });
    else
      await waitForCards(
        page,
        landscape.data.map((template) => template.id),
      );
    for (const ratio of await page.getByTestId('template-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-aspect-ratio')))) {
      expect(ratio).toBe('16:9');
    }
    await page.getByTestId('template-ratio-filter').getByText('All', { exact: true }).click();

    // Category: the first template's.
    const inCategory = await listByApi({ category: first.category });
    await page.getByTestId(`template-category-${first.category}`).click();
    await waitForCards(
      page,
      inCategory.data.map((template) => template.id),
    );
    expect(inCategory.data.map((template) => template.category)).toEqual(inCategory.data.map(() => first.category));
    await page.getByTestId('template-category-all').click();

    // Name: part of the first template's, in another case.
    const fragment = first.name.slice(0, Math.min(6, first.name.length)).toUpperCase();
    const named = await listByApi({ search: fragment });
    await page.getByTestId('template-search').fill(fragment);
    await waitForCards(
      page,
      named.data.map((template) => template.id),
    );
    expect(named.data.map((template) => template.id)).toContain(first.id);

    // Nothing matches: one sentence and one action, which brings the whole list back.
    await page.getByTestId('template-search').fill('no template is called this');
    await page.getByTestId('templates-empty').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('templates-empty').innerText()).toContain('No templates match “no template is called this”.');
    await screenshot(page, 'empty');
    await page.getByTestId('templates-clear-filters').click();
    await waitForCards(
      page,
      all.data.map((template) => template.id),
    );
    expect(await page.getByTestId('template-search').inputValue()).toBe('');

    if (all.total > PAGE_SIZE) {
      const second = await listByApi({ page: 2 });
      await page.getByTestId('templates-pagination').getByRole('button', { name: '2', exact: true }).click();
      await waitForCards(
        page,
        second.data.map((template) => template.id),
      );
    }
    await page.close();
  });

  it('opens the preview dialog from the keyboard and the address, moves to a similar template, and closes', { timeout: 120_000 }, async () => {
    const all = await listByApi();
    const first = all.data[0]!;
    const detail = await detailByApi(first.id);
    const page = await browser!.newPage({ viewport: DESKTOP_VIEWPORT });
    await page.goto(`${baseUrl}/templates`);
    const firstCard = page.locator(`[data-testid="template-card"][data-template-id="${first.id}"]`);
    await firstCard.waitFor({ timeout: UI_TIMEOUT_MS });

    await firstCard.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: first.name });
    await dialog.locator('[data-testid="template-dialog"][data-state="loaded"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(new URL(page.url()).searchParams.get('templateId')).toBe(first.id);
    // Spec width 704.
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(704);
    if (detail.preview_url) {
      const video = dialog.getByTestId('template-dialog-video');
      expect(await video.getAttribute('src')).toBe(detail.preview_url);
      const flags = await video.evaluate((element: HTMLVideoElement) => ({ autoplay: element.autoplay, muted: element.muted, controls: element.controls }));
      expect(flags).toEqual({ autoplay: true, muted: true, controls: true });
      await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="template-dialog-video"]')?.currentTime ?? 0) > 0, undefined, {
        timeout: UI_TIMEOUT_MS,
      });
    } else {
      await dialog.getByTestId('template-dialog-video-pending').waitFor();
    }
    expect(await dialog.getByTestId('template-scene-thumbnail').count()).toBe(detail.scene_thumbnails.length);
    expect(await dialog.getByRole('button', { name: 'Use the template' }).isEnabled()).toBe(true);
    await settleAnimations(page);
    await screenshot(page, 'dialog');

    const similar = dialog.getByTestId('similar-templates');
    expect(detail.similar_template.length).toBeGreaterThan(0);
    expect(await similar.getAttribute('data-group-count')).toBe(String(Math.ceil(detail.similar_template.length / 8)));
    expect(await similar.getByTestId('similar-template').count()).toBe(detail.similar_template.length);
    if (detail.similar_template.length > 8) {
      await similar.getByTestId('similar-next').click();
      await page.locator('[data-testid="similar-templates"][data-group="1"]').waitFor();
      expect(await similar.getByTestId('similar-previous').isEnabled()).toBe(true);
    }
    const picked = detail.similar_template[Math.min(8, detail.similar_template.length - 1)]!;
    await similar.locator(`[data-testid="similar-template"][data-template-id="${picked.id}"]`).click();
    await page.getByRole('dialog', { name: picked.name }).locator(`[data-template-id="${picked.id}"][data-state="loaded"]`).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(new URL(page.url()).searchParams.get('templateId')).toBe(picked.id);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    expect(new URL(page.url()).searchParams.has('templateId')).toBe(false);

    // An address with templateId opens the dialog on load; an unknown one says why, with a retry.
    await page.goto(`${baseUrl}/templates?templateId=${encodeURIComponent(picked.id)}`);
    await page.getByRole('dialog', { name: picked.name }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.goto(`${baseUrl}/templates?templateId=no-such-template`);
    await page.locator('[data-testid="template-dialog"][data-state="error"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('template-dialog-retry').isVisible()).toBe(true);
    await page.close();
  });

  it('shows the demo list on the home page, the gallery’s first nine, each opening its preview', { timeout: 120_000 }, async () => {
    const all = await listByApi();
    const page = await browser!.newPage({ viewport: DESKTOP_VIEWPORT });
    await page.goto(`${baseUrl}/`);
    const home = page.getByTestId('home-templates');
    await home.getByTestId('template-card').nth(8).waitFor({ timeout: UI_TIMEOUT_MS });
    const shown = await home.getByTestId('template-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-template-id')));
    expect(shown).toEqual(all.data.slice(0, 9).map((template) => template.id));
    expect(all.data.slice(0, 2).map((template) => template.name)).toEqual(['Product Launch', 'Flash Sale']);
    await home.getByTestId('template-card').first().click();
    await page.getByRole('dialog', { name: all.data[0]!.name }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(new URL(page.url()).pathname).toBe('/templates');
    await page.close();
  });

  it('uses a template as a guest: a new project opens in the Editor', { timeout: 120_000 }, async () => {
    const first = (await listByApi()).data[0]!;
    const page = await browser!.newPage({ viewport: DESKTOP_VIEWPORT });
    await page.goto(`${baseUrl}/templates?templateId=${encodeURIComponent(first.id)}`);
    await page.getByRole('dialog', { name: first.name }).getByRole('button', { name: 'Use the template' }).click();
    await page.waitForURL(/\/editor\?id=[^&]+&index=\d+$/u, { timeout: UI_TIMEOUT_MS });
    await page.getByTestId('editor-root').waitFor({ timeout: UI_TIMEOUT_MS });
    const editorUrl = new URL(page.url());
    const token = (await page.evaluate(() => localStorage.getItem('talkreel.token')))!;
    expect(token).toMatch(/\S{16,}/);
    const saved = await getWorkspaceByApi({ baseUrl, token }, editorUrl.searchParams.get('id')!, Number(editorUrl.searchParams.get('index')));
    expect(saved.workspace.scenes.length).toBeGreaterThan(0);
    await screenshot(page, 'used-in-editor');
    await page.close();
  });

  it('opens /templates?useTemplateId=&from=official straight in the Editor, and says plainly when it cannot', { timeout: 120_000 }, async () => {
    const first = (await listByApi()).data[0]!;
    // A fresh context: no session yet, so a guest one is made first.
    const context = await browser!.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/templates?useTemplateId=${encodeURIComponent(first.id)}&from=official`);
    await page.waitForURL(/\/editor\?id=[^&]+&index=\d+$/u, { timeout: UI_TIMEOUT_MS });
    await page.getByTestId('editor-root').waitFor({ timeout: UI_TIMEOUT_MS });

    await page.goto(`${baseUrl}/templates?useTemplateId=no-such-template&from=official`);
    await page.getByTestId('template-opening-error').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('template-opening-error').innerText()).toContain('The template could not be opened');
    await screenshot(page, 'opening-failed');
    await page.getByTestId('template-opening-back').click();
    await page.getByTestId('templates-page').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('on a phone: two columns, and a template opens a plain video dialog', { timeout: 90_000 }, async () => {
    const first = (await listByApi()).data[0]!;
    const page = await browser!.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${baseUrl}/templates`);
    const cards = page.getByTestId('template-card');
    await cards.first().waitFor({ timeout: UI_TIMEOUT_MS });
    if ((await cards.count()) >= 2) {
      const [one, two] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
      expect(Math.round(one.y)).toBe(Math.round(two.y));
      expect(two.x).toBeGreaterThan(one.x + one.width - 1);
    }
    await page.locator(`[data-testid="template-card"][data-template-id="${first.id}"]`).click();
    await page.locator('[data-testid="template-phone-dialog"][data-state="loaded"]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('similar-templates').count()).toBe(0);
    expect(await page.getByTestId('template-scenes').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Use the template' }).isVisible()).toBe(true);
    await settleAnimations(page);
    await screenshot(page, 'phone-dialog');
    await page.close();
  });
});
