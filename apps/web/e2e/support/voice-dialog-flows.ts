import type { Locator, Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from './auth-flows.ts';

/** The rendered voice items' ids, in order. */
export async function renderedVoiceIds(scope: Locator): Promise<string[]> {
  return scope.getByTestId('voice-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-voice-id') ?? ''));
}

/** The options a Mantine select offers once opened (it renders them in a portal listbox). */
export async function readSelectOptions(page: Page, select: Locator): Promise<string[]> {
  await select.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').first().waitFor({ timeout: UI_TIMEOUT_MS });
  const options = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  return options.map((option) => option.trim());
}

/** Opens a Mantine select, types to narrow it when it is searchable, and clicks the option. */
export async function chooseSelectOption(page: Page, select: Locator, optionName: string): Promise<void> {
  await select.click();
  if ((await select.getAttribute('readonly')) === null) await select.fill(optionName);
  await page.getByRole('option', { name: optionName, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/**
 * Scrolls the public list's end into view until 'no more data' shows,
 * letting each page land; returns how many scrolls it took.
 */
export async function scrollToEndOfList(dialog: Locator, maxScrolls = 20): Promise<number> {
  const noMore = dialog.getByTestId('voice-no-more');
  for (let scrolls = 0; scrolls < maxScrolls; scrolls += 1) {
    if (await noMore.isVisible()) return scrolls;
    await dialog.getByTestId('voice-list-end').scrollIntoViewIfNeeded();
    await dialog.page().waitForTimeout(400);
  }
  throw new Error(`'no more data' did not appear after ${maxScrolls} scrolls`);
}

/**
 * Waits until the page's `<audio>` inside `scope` has loaded its metadata
 * and returns its duration in seconds (NaN or Infinity when it has none).
 */
export async function audioDurationSeconds(scope: Locator): Promise<number> {
  return scope.getByTestId('voice-preview-audio').evaluate(
    (audio: HTMLAudioElement, timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
          resolve(audio.duration);
          return;
        }
        const timer = setTimeout(() => reject(new Error(`no loadedmetadata within ${timeoutMs} ms (src ${audio.src})`)), timeoutMs);
        audio.addEventListener(
          'loadedmetadata',
          () => {
            clearTimeout(timer);
            resolve(audio.duration);
          },
          { once: true },
        );
        audio.addEventListener(
          'error',
          () => {
            clearTimeout(timer);
            reject(new Error(`audio error ${audio.error?.code} for ${audio.src}`));
          },
          { once: true },
        );
      }),
    UI_TIMEOUT_MS,
  );
}
