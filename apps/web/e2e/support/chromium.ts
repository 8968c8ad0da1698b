import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** In CI a missing browser is a failure, not a skip. */
export function shouldSkipBrowserTests(testName: string): boolean {
  const shouldSkip = !existsSync(CHROMIUM_PATH) && !process.env.CI;
  if (shouldSkip) {
    console.warn(`Skipping ${testName}: ${CHROMIUM_PATH} does not exist (install Debian's chromium, or set CI to make this a failure).`);
  }
  return shouldSkip;
}

/**
 * Debian's Chromium, headless, with nothing that reaches the internet on its
 * own; `extraArgs` add switches such as a fake microphone.
 *
 * Its pages prefer reduced motion unless a context or page asks otherwise
 * (`reducedMotion` in its options, or `withMotion`): the app's spinners,
 * striped progress bars and skeletons then stand still. Animated, each cost
 * Chromium 10–30 % of a core in software raster, for minutes while a test
 * waits for a render, on a 2-core CI machine.
 */
export async function launchChromium(extraArgs: readonly string[] = [], { withMotion = false } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
  if (withMotion) return browser;
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

/** A microphone that plays a test tone, granted without a permission prompt. */
export const FAKE_MICROPHONE_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] as const;
