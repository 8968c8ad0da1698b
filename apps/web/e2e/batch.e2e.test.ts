import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCreditsByApi, loginByApi, registerAccountByApi } from './support/account-by-api.ts';
import { settleAnimations, UI_TIMEOUT_MS } from './support/auth-flows.ts';
import { launchChromium, shouldSkipBrowserTests } from './support/chromium.ts';
import type { ApiSession } from './support/render-by-api.ts';
import { ARTIFACTS_DIR, startTestServer, type TestServer } from './support/test-server.ts';

const EMAIL = `batch-${Date.now()}@example.com`;
const PASSWORD = 'batch-all-1';
const ROW_COUNT = 20;
/** The sheet row (header = row 1) given a bad value first. */
const BAD_ROW = 14;
/** The first rows' renders, one after another on a shared machine. */
const FIRST_ROWS_TIMEOUT_MS = 300_000;
/** Rows that must be done before the ZIP is fetched. */
const FIRST_ROWS_DONE = 2;

const shouldSkip = shouldSkipBrowserTests('the batch mode browser test');

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

interface TemplateVariableData {
  key: string;
  type: 'text' | 'image' | 'video' | 'avatar' | 'voice' | 'colour';
  default: string;
  max_length?: number;
}

interface TemplateSummaryData {
  id: string;
  name: string;
  has_presenter: boolean;
}

async function callApi<Data>(session: ApiSession, method: 'GET' | 'POST', apiPath: string, body?: object): Promise<Data> {
  const response = await fetch(`${session.baseUrl}/api${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<Data>;
  if (envelope.code !== 0) throw new Error(`${method} ${apiPath} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** A template with a text variable to vary per row; one without a presenter first (faster renders). */
async function chooseTemplate(session: ApiSession): Promise<{ summary: TemplateSummaryData; variables: TemplateVariableData[] }> {
  const list = await callApi<{ data: TemplateSummaryData[] }>(session, 'POST', '/template/list', { page: 1, page_size: 100 });
  const ordered = [...list.data].sort((first, second) => Number(first.has_presenter) - Number(second.has_presenter));
  for (const summary of ordered) {
    const detail = await callApi<{ variables: TemplateVariableData[] }>(session, 'GET', `/template/detail?id=${encodeURIComponent(summary.id)}`);
    if (detail.variables.some((variable) => variable.type === 'text')) return { summary, variables: detail.variables };
  }
  throw new Error('No template has a text variable');
}

/** The bad value of the bad row, and the server's message words for it ('Row 14, <key>: …'). */
function badCellFor(variables: readonly TemplateVariableData[]): { key: string; value: string } {
  const image = variables.find((variable) => variable.type === 'image');
  if (image) return { key: image.key, value: 'www.example.com/not-a-url.jpg' };
  const colour = variables.find((variable) => variable.type === 'colour');
  if (colour) return { key: colour.key, value: 'not-a-colour' };
  const text = variables.find((variable) => variable.type === 'text')!;
  return { key: text.key, value: 'x'.repeat((text.max_length ?? 500) + 1) };
}

function csvCell(value: string): string {
  return /[",;\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A CSV of ROW_COUNT rows: each text variable numbered per row, other cells empty (their defaults), one bad cell unless fixed. */
function buildSheet(variables: readonly TemplateVariableData[], bad: { key: string; value: string } | null): string {
  const header = variables.map((variable) => variable.key);
  const lines = [header.join(',')];
  for (let index = 0; index < ROW_COUNT; index += 1) {
    const sheetRow = index + 2;
    const cells = variables.map((variable) => {
      if (bad && sheetRow === BAD_ROW && variable.key === bad.key) return bad.value;
      if (variable.type !== 'text') return '';
      return `Batch row ${sheetRow}`.slice(0, variable.max_length ?? 500);
    });
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The names of a ZIP's entries, read from its central directory. */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 46 <= zip.length; offset += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) continue;
    const nameLength = zip.readUInt16LE(offset + 28);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 45 + nameLength;
  }
  return names;
}

describe.skipIf(shouldSkip)('batch mode in Chromium against the real server', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let session: ApiSession;
  let workDir: string;
  const screenshot = (target: Page, name: string) => target.screenshot({ path: path.join(ARTIFACTS_DIR, `batch-${name}.png`), fullPage: true });

  beforeAll(async () => {
    server = await startTestServer({ TEST_HOOKS: 'true' });
    browser = await launchChromium();
    workDir = await mkdtemp(path.join(tmpdir(), 'talkreel-batch-'));
    await registerAccountByApi(server.baseUrl, EMAIL, PASSWORD);
    // A batch row costs a credit: enough for the 20 rows and a retry.
    await grantCreditsByApi(server, EMAIL, 40);
    session = { baseUrl: server.baseUrl, token: await loginByApi(server.baseUrl, EMAIL, PASSWORD) };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await context.addInitScript((token) => localStorage.setItem('talkreel.token', token), session.token);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it(
    'reads a 20-row sheet, names its bad cell, takes the fixed sheet, and makes one video per row with a ZIP of the finished ones',
    { timeout: FIRST_ROWS_TIMEOUT_MS + 180_000 },
    async () => {
      const { summary, variables } = await chooseTemplate(session);
      const bad = badCellFor(variables);
      const badSheet = path.join(workDir, 'rows.csv');
      const fixedSheet = path.join(workDir, 'rows-fixed.csv');
      await writeFile(badSheet, buildSheet(variables, bad));
      await writeFile(fixedSheet, buildSheet(variables, null));

      // Template: preselected from the query.
      await page.goto(`${session.baseUrl}/batch-mode/add?templateId=${encodeURIComponent(summary.id)}`);
      await page.locator(`[data-testid="batch-template-card"][data-template-id="${summary.id}"][data-chosen="true"]`).waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('batch-template-variables').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('batch-continue').click();

      // Sheet: a wrong type is refused at the door; the bad sheet names its bad cell and blocks Continue.
      await page.getByTestId('batch-sheet-drop-input').setInputFiles({ name: 'rows.txt', mimeType: 'text/plain', buffer: Buffer.from('a,b\n1,2\n') });
      await page.getByTestId('batch-sheet-refusal').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('batch-sheet-drop-input').setInputFiles(badSheet);
      await page
        .locator('[data-testid="batch-sheet-row"]')
        .nth(ROW_COUNT - 1)
        .waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('batch-sheet-row').count()).toBe(ROW_COUNT);
      const errors = page.getByTestId('batch-sheet-error');
      expect(await errors.count()).toBe(1);
      expect(await errors.first().innerText()).toMatch(new RegExp(`^Row ${BAD_ROW}, ${bad.key}: `));
      expect(await page.locator(`[data-testid="batch-sheet-row"][data-row="${BAD_ROW}"]`).getAttribute('data-has-errors')).toBe('true');
      expect(await page.getByTestId('batch-continue').isDisabled()).toBe(true);
      expect(await page.getByTestId('batch-continue').innerText()).toContain('Fix 1 error to continue');
      await screenshot(page, 'sheet-error');

      // The fixed sheet: no errors, Continue enabled.
      await page.getByTestId('batch-sheet-drop-input').setInputFiles(fixedSheet);
      await page.locator('[data-testid="batch-sheet-errors"][data-count="0"]').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('batch-continue').isDisabled()).toBe(false);
      await page.getByTestId('batch-continue').click();

      // Check: a row plays in the browser player.
      await page.getByTestId('batch-row-preview').waitFor({ timeout: UI_TIMEOUT_MS });
      await settleAnimations(page);
      await screenshot(page, 'check');
      await page.getByTestId('batch-continue').click();

      // Confirm: 20 videos; the credits dialog when the rows cost any; then the batch page.
      await page.getByTestId('batch-name').fill('Browser batch');
      expect(await page.getByTestId('batch-summary-rows').innerText()).toBe(String(ROW_COUNT));
      const creditTotal = Number(await page.getByTestId('batch-summary-total').innerText());
      await page.getByTestId('batch-start').click();
      // One credit a row, confirmed in the credits dialog.
      expect(creditTotal).toBe(ROW_COUNT);
      const creditsDialog = page.getByTestId('credits-confirm-dialog');
      await creditsDialog.getByTestId('credits-needed').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await creditsDialog.getByTestId('credits-needed').innerText()).toBe(String(creditTotal));
      await creditsDialog.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/batch-mode\/[0-9a-f-]{36}$/, { timeout: UI_TIMEOUT_MS });
      await page.getByTestId('batch-page').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('batch-row').count()).toBe(ROW_COUNT);
      expect(await page.getByTestId('batch-done-count').getAttribute('data-total')).toBe(String(ROW_COUNT));

      // Progress: the page polls until the first rows are done and links their MP4s.
      await page.waitForFunction(
        (wanted) => Number(document.querySelector('[data-testid="batch-done-count"]')?.getAttribute('data-done') ?? 0) >= wanted,
        FIRST_ROWS_DONE,
        { timeout: FIRST_ROWS_TIMEOUT_MS, polling: 1000 },
      );
      expect(await page.locator('[data-testid="batch-row"][data-status="done"] [data-testid="batch-row-video"]').count()).toBeGreaterThanOrEqual(
        FIRST_ROWS_DONE,
      );
      await screenshot(page, 'progress');

      // The ZIP holds the finished rows' MP4s.
      const zipDownload = page.waitForEvent('download', { timeout: UI_TIMEOUT_MS });
      await page.getByTestId('batch-download-zip').click();
      const zipPath = path.join(workDir, 'videos.zip');
      await (await zipDownload).saveAs(zipPath);
      const entries = zipEntryNames(await readFile(zipPath)).filter((name) => name.endsWith('.mp4'));
      expect(entries.length).toBeGreaterThanOrEqual(FIRST_ROWS_DONE);
      expect(entries.every((name) => /^row-\d{3}\.mp4$/.test(name))).toBe(true);

      // The result CSV: a line per row with its status.
      const csvDownload = page.waitForEvent('download', { timeout: UI_TIMEOUT_MS });
      await page.getByTestId('batch-download-result-csv').click();
      const csvPath = path.join(workDir, 'results.csv');
      await (await csvDownload).saveAs(csvPath);
      const csvLines = (await readFile(csvPath, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(csvLines[0]).toMatch(/^row[,;]status[,;]video_url[,;]error/);
      expect(csvLines).toHaveLength(ROW_COUNT + 1);
    },
  );
});
