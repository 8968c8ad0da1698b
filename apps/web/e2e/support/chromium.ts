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
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A microphone that plays a test tone, granted without a permission prompt. */
export const FAKE_MICROPHONE_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] as const;
