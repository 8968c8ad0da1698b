import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations, UI_TIMEOUT_MS } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import { ARTIFACTS_DIR, REPO_ROOT, startTestServer, type TestServer } from './support/test-server.ts';

const shouldSkip = shouldSkipBrowserTests('the product link browser test');

/** A captured Overstock page (corpora/product-pages/real-shop-pages): JSON-LD Product, two pictures. */
const SHOP_PAGE = path.join(REPO_ROOT, '../shared/corpora/product-pages/real-shop-pages/overstock.html');
const PRODUCT_TITLE = 'Certified International Elegance Canape Plates, Set of 6';
/** The shop's pictures answer this late, so that the overlay's media stage is seen. */
const PICTURE_DELAY_MS = 2500;
const PAGE_DELAY_MS = 1200;
/** Hosts whose addresses are vocabularies, not the shop's files: left as they are. */
const VOCABULARY_HOSTS = /^(?:schema\.org|ogp\.me|www\.w3\.org|purl\.org|rdfs\.org|opengraphprotocol\.org)/u;
const OVERLAY_MESSAGES = ['URL Title analyzing...', 'URL Description analyzing...', 'URL Media analyzing...'];

/** Well apart, so that the editor's canvas tells the shop's pictures apart. */
const PICTURE_COLOURS: [number, number, number][] = [
  [230, 120, 30],
  [40, 110, 220],
  [40, 170, 90],
  [200, 50, 130],
  [150, 90, 210],
];

/** A 900 × 1200 PNG of one colour with its name along the bottom: a stand-in for the shop's photo (there is no network here). */
function drawPicture(label: string, [red, green, blue]: [number, number, number]): Buffer {
  const canvas = createCanvas(900, 1200);
  const context = canvas.getContext('2d');
  context.fillStyle = `rgb(${red}, ${green}, ${blue})`;
  context.fillRect(0, 0, 900, 1200);
  context.fillStyle = 'rgba(255, 255, 255, 0.85)';
  context.font = '700 34px sans-serif';
  context.fillText(label.slice(0, 44), 30, 1160);
  return canvas.toBuffer('image/png');
}

interface LocalShop {
  origin: string;
  hostAndPort: string;
  /** The colour of the picture at this path: each new path asked for takes the next one. */
  colourOf: (picturePath: string) => [number, number, number];
  close: () => Promise<void>;
}

/**
 * The captured shop page at /p/overstock, its picture addresses sent to this
 * server (`https://ak1.ostkcdn.com/x.jpg` → `/web/ak1.ostkcdn.com/x.jpg`),
 * each picture a PNG of its own colour (see `colourOf`); /blocked answers 403 as a shop that
 * turns robots away does.
 */
async function startLocalShop(): Promise<LocalShop> {
  const html = await readFile(SHOP_PAGE, 'utf8');
  const colours = new Map<string, [number, number, number]>();
  const colourOf = (picturePath: string) => {
    if (!colours.has(picturePath)) colours.set(picturePath, PICTURE_COLOURS[colours.size % PICTURE_COLOURS.length]!);
    return colours.get(picturePath)!;
  };
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    if (url === '/p/overstock') {
      const page = html.replace(/https?:\/\/([a-z0-9.-]+\.[a-z]{2,})(?=\/)/giu, (whole, host: string) =>
        VOCABULARY_HOSTS.test(host) ? whole : `${origin}/web/${host}`,
      );
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(page), PAGE_DELAY_MS);
    } else if (url === '/blocked') {
      response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Access denied</h1>');
    } else if (url.startsWith('/web/')) {
      const picturePath = url.split('?')[0]!;
      const png = drawPicture(decodeURIComponent(picturePath.split('/').at(-1)!), colourOf(picturePath));
      setTimeout(() => response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(png), PICTURE_DELAY_MS);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    hostAndPort: `127.0.0.1:${port}`,
    colourOf,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The share of the editor canvas's pixels (drawn at `timeMs`) within 40 levels of `rgb`. */
async function canvasShareOf(page: Page, timeMs: number, rgb: [number, number, number]): Promise<number> {
  return page.evaluate(
    async ({ timeMs, rgb }) => {
      const player = window.__talkreelPlayer;
      if (!player) throw new Error('No player on the editor page');
      await player.seekAndDraw(timeMs);
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="editor-canvas"]')!;
      const scaled = document.createElement('canvas');
      scaled.width = 90;
      scaled.height = Math.round((90 * canvas.height) / canvas.width);
      const context = scaled.getContext('2d')!;
      context.drawImage(canvas, 0, 0, scaled.width, scaled.height);
      const { data } = context.getImageData(0, 0, scaled.width, scaled.height);
      let close = 0;
      for (let index = 0; index < data.length; index += 4) {
        if (Math.abs(data[index]! - rgb[0]) < 40 && Math.abs(data[index + 1]! - rgb[1]) < 40 && Math.abs(data[index + 2]! - rgb[2]) < 40) close += 1;
      }
      return close / (data.length / 4);
    },
    { timeMs, rgb },
  );
}

/** Waits until the first `count` pictures matching `selector` are on screen: screenshots show them, not blanks (they load lazily). */
async function waitForPictures(page: Page, selector: string, count: number): Promise<void> {
  await page
    .locator(selector)
    .nth(count - 1)
    .scrollIntoViewIfNeeded();
  await page.waitForFunction(
    ({ selector, count }) =>
      [...document.querySelectorAll<HTMLImageElement>(selector)].slice(0, count).every((image) => image.complete && image.naturalWidth > 0),
    { selector, count },
    { timeout: UI_TIMEOUT_MS },
  );
}

describe.skipIf(shouldSkip)('product link to video in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let shop: LocalShop | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let workDir: string;
  let productUrl = '';
  const screenshot = (target: Page, name: string, fullPage = true) => target.screenshot({ path: path.join(ARTIFACTS_DIR, `product-${name}.png`), fullPage });

  beforeAll(async () => {
    shop = await startLocalShop();
    server = await startTestServer({ TEST_HOOKS: 'true', FETCH_ALLOW_HOSTS: shop.hostAndPort });
    browser = await launchChromium();
    workDir = await mkdtemp(path.join(tmpdir(), 'talkreel-product-e2e-'));
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The overlay's titles and percents as they change: the analysis is over before a test could poll for them.
    await context.addInitScript(() => {
      const seen: { title: string; percent: string }[] = [];
      (window as unknown as { __overlaySeen: typeof seen }).__overlaySeen = seen;
      new MutationObserver(() => {
        const overlay = document.querySelector('[data-testid="global-loading-overlay"]');
        if (!overlay) return;
        const title = overlay.querySelector('h4')?.textContent ?? '';
        const percent = [...overlay.querySelectorAll('p')].map((element) => element.textContent ?? '').find((text) => /^\d+%$/u.test(text)) ?? '';
        const last = seen.at(-1);
        if (!last || last.title !== title || last.percent !== percent) seen.push({ title, percent });
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await shop?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('checks the link, shows the extensions dialog for a blocked page, and reads a shop page into the product page', { timeout: 180_000 }, async () => {
    await page.goto(`${server!.baseUrl}/product-to-video`);
    const field = page.getByTestId('product-url');
    await field.waitFor({ timeout: UI_TIMEOUT_MS });

    // The spec's two messages (site §5): empty, then a link without a dot.
    await page.getByTestId('product-analyze').click();
    await expect.poll(() => page.getByTestId('product-url-error').textContent(), { timeout: UI_TIMEOUT_MS }).toBe('请添加网址');
    await field.fill('not a link');
    await page.getByTestId('product-analyze').click();
    await expect.poll(() => page.getByTestId('product-url-error').textContent(), { timeout: UI_TIMEOUT_MS }).toBe('请输入正确的网址');
    await field.fill('https://shop.example/photo.jpg');
    await page.getByTestId('product-analyze').click();
    await expect.poll(() => page.getByTestId('product-url-error').textContent(), { timeout: UI_TIMEOUT_MS }).toBe('请输入正确的网址');
    await screenshot(page, 'link-error');

    // A shop that answers 403: the extensions dialog, with the spec's texts and the way on by hand.
    await field.fill(`${shop!.origin}/blocked`);
    await page.getByTestId('product-analyze').click();
    const extensions = page.getByTestId('extensions-dialog');
    await extensions.getByTestId('extensions-blocked').waitFor({ timeout: 60_000 });
    expect(await extensions.getByTestId('extensions-blocked').textContent()).toBe(
      'Target website blocked direct access. Please use our Chrome plugin to fetch page info again.',
    );
    expect(await extensions.getByTestId('extensions-supports').textContent()).toBe('Supports parsing info from almost any site');
    expect(await extensions.getByTestId('extensions-steps').textContent()).toContain('Visit the target site, click Convert');
    expect(await extensions.getByTestId('extensions-get').textContent()).toBe('Get Chrome Extension');
    await settleAnimations(page);
    await screenshot(page, 'extensions-dialog', false);
    await extensions.getByTestId('extensions-close').click();
    await extensions.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

    // The shop's page: the overlay with the spec's messages, then the product page.
    await page.evaluate(() => ((window as unknown as { __overlaySeen: unknown[] }).__overlaySeen.length = 0));
    await field.fill(`${shop!.origin}/p/overstock`);
    await page.getByTestId('product-analyze').click();
    await page.getByTestId('global-loading-overlay').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('global-loading-overlay').getByText('URL Media analyzing...').waitFor({ timeout: 60_000 });
    // The bar eases to its new width: the picture waits for it (the shop's pictures answer 2.5 s late, so the overlay stays).
    await page.waitForTimeout(400);
    await screenshot(page, 'analysis-overlay', false);
    await page.waitForURL(/\/create\/product\?id=/u, { timeout: 90_000 });
    const seen = await page.evaluate(() => (window as unknown as { __overlaySeen: { title: string; percent: string }[] }).__overlaySeen);
    const titles = seen.map((entry) => entry.title).filter((title, index, all) => title !== all[index - 1]);
    // Every title is one of the spec's three, in the spec's order; the first and the last stage are always seen
    // (the description stage takes a moment on a local page, and may pass between two polls).
    expect(titles.every((title) => OVERLAY_MESSAGES.includes(title))).toBe(true);
    const stages = titles.map((title) => OVERLAY_MESSAGES.indexOf(title));
    expect(stages).toEqual([...stages].sort((first, second) => first - second));
    expect(titles[0]).toBe('URL Title analyzing...');
    expect(titles).toContain('URL Media analyzing...');
    const percents = seen.map((entry) => Number.parseInt(entry.percent, 10)).filter((percent) => !Number.isNaN(percent));
    expect(percents.length).toBeGreaterThan(1);
    expect(percents).toEqual([...percents].sort((first, second) => first - second));
    expect(percents.at(-1)).toBe(100);

    // The page's title, price and pictures.
    productUrl = page.url();
    await page.getByTestId('product-studio').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId('product-title').inputValue()).toBe(PRODUCT_TITLE);
    expect(await page.getByTestId('product-price').inputValue()).toBe('31.49');
    expect(await page.getByTestId('product-currency').inputValue()).toBe('USD');
    const tiles = page.getByTestId('product-media-tile');
    expect(await tiles.count()).toBeGreaterThanOrEqual(2);
    const tileUrls = await tiles.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-url') ?? ''));
    for (const url of tileUrls) expect(url.startsWith(`${shop!.origin}/web/ak1.ostkcdn.com/`), url).toBe(true);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="product-media-tile"] img')].every((image) => image.complete && image.naturalWidth > 0),
      undefined,
      { timeout: UI_TIMEOUT_MS },
    );
    await waitForPictures(page, '[data-testid="product-presenter-option"] img', 7);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settleAnimations(page);
    await screenshot(page, 'page');
  });

  it(
    'leaves a picture out, writes three scripts of the chosen length, and opens the chosen one in the editor over the product’s picture',
    { timeout: 240_000 },
    async () => {
      expect(productUrl).not.toBe('');
      const tiles = page.getByTestId('product-media-tile');
      const [firstUrl, secondUrl] = await tiles.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-url') ?? ''));
      const chosenBefore = Number(await page.getByTestId('product-media-count').getAttribute('data-selected'));
      await tiles.first().getByTestId('product-media-toggle').click();
      await page.locator(`[data-testid="product-media-tile"][data-url="${firstUrl}"][data-position=""]`).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(Number(await page.getByTestId('product-media-count').getAttribute('data-selected'))).toBe(chosenBefore - 1);
      await page.locator('[data-testid="product-save-state"][data-state="saved"]').waitFor({ timeout: UI_TIMEOUT_MS });

      // 15 s, then three scripts; the second is chosen.
      await page.getByTestId('product-duration').getByText('15 s', { exact: true }).click();
      await page.getByTestId('product-write-scripts').click();
      await expect.poll(() => page.getByTestId('product-script-card').count(), { timeout: 120_000 }).toBe(3);
      const cards = page.getByTestId('product-script-card');
      for (let index = 0; index < 3; index += 1) expect(await cards.nth(index).textContent()).toContain('Certified International');
      await cards.nth(1).click();
      expect(await cards.nth(1).getAttribute('aria-checked')).toBe('true');
      const chosenStyle = await cards.nth(1).getAttribute('data-style');
      expect(await page.getByTestId('product-script-editor').getAttribute('data-style')).toBe(chosenStyle);
      await page.getByTestId('product-script-section').scrollIntoViewIfNeeded();
      await settleAnimations(page);
      await screenshot(page, 'scripts', false);

      // Open in editor: the picture left in fills the canvas, and the timeline names it by its file name on the shop.
      await page.getByTestId('product-open-editor').click();
      await page.waitForURL(/\/editor\?id=/u, { timeout: 120_000 });
      await page.locator('[data-testid="editor-canvas"][data-ready="true"]').waitFor({ timeout: 120_000 });
      const secondPath = new URL(secondUrl!).pathname;
      const firstPath = new URL(firstUrl!).pathname;
      expect(shop!.colourOf(firstPath)).not.toEqual(shop!.colourOf(secondPath));
      await expect.poll(() => canvasShareOf(page, 1500, shop!.colourOf(secondPath)), { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(0.3);
      expect(await canvasShareOf(page, 1500, shop!.colourOf(firstPath))).toBeLessThan(0.05);
      await expect
        .poll(() => page.getByTestId('editor-timeline').textContent(), { timeout: UI_TIMEOUT_MS })
        .toContain(decodeURIComponent(secondPath.split('/').at(-1)!));
      await settleAnimations(page);
      await screenshot(page, 'editor', false);
    },
  );

  it('adds media by hand: 上传媒体, 下一步 only with media, a PNG uploaded, then the manual product page', { timeout: 180_000 }, async () => {
    const photo = path.join(workDir, 'my-product.png');
    await writeFile(photo, drawPicture('my-product.png', [200, 50, 130]));
    await page.goto(`${server!.baseUrl}/product-to-video`);
    await page.getByTestId('product-add-by-hand').click();
    const dialog = page.locator('[data-testid="add-media-dialog"]');
    await dialog.getByText('上传媒体').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await dialog.getAttribute('data-variant')).toBe('modal');
    expect(await page.getByTestId('media-next').textContent()).toContain('下一步');
    expect(await page.getByTestId('media-next').isDisabled()).toBe(true);
    await page.getByTestId('media-upload-input').setInputFiles(photo);
    await page.locator('[data-testid="media-added-item"][data-name="my-product.png"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('media-next').isDisabled(), { timeout: UI_TIMEOUT_MS }).toBe(false);
    await settleAnimations(page);
    await screenshot(page, 'add-media', false);
    await page.getByTestId('media-next').click();
    await page.waitForURL(/\/create\/product\?productId=[^&]+&sub_type=2/u, { timeout: UI_TIMEOUT_MS });
    const studio = page.getByTestId('product-studio');
    await studio.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await studio.getAttribute('data-sub-type')).toBe('2');
    expect(await page.getByTestId('product-media-tile').count()).toBe(1);
    await settleAnimations(page);
    await screenshot(page, 'manual-page');
  });

  it('fits a phone: the product page in one column and Add media as a drawer from the bottom', { timeout: 120_000 }, async () => {
    const token = await page.evaluate(() => localStorage.getItem('talkreel.token'));
    const phone = await browser!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.addInitScript((saved) => saved && localStorage.setItem('talkreel.token', saved), token);
    const phonePage = await phone.newPage();
    try {
      await phonePage.goto(productUrl);
      await phonePage.getByTestId('product-studio').waitFor({ timeout: UI_TIMEOUT_MS });
      const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await waitForPictures(phonePage, '[data-testid="product-media-tile"] img', 2);
      await waitForPictures(phonePage, '[data-testid="product-presenter-option"] img', 5);
      await phonePage.evaluate(() => window.scrollTo(0, 0));
      await settleAnimations(phonePage);
      await screenshot(phonePage, 'phone-page');
      await phonePage.getByTestId('product-media-add').click();
      const drawer = phonePage.locator('[data-testid="add-media-dialog"]');
      await drawer.getByText('上传媒体').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await drawer.getAttribute('data-variant')).toBe('drawer');
      await settleAnimations(phonePage);
      await screenshot(phonePage, 'phone-add-media', false);
    } finally {
      await phone.close();
    }
  });
});
