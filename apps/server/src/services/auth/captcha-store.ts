import { randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_LIFETIME_MS } from '@talkreel/contract';
import type { CaptchaRepository } from '@talkreel/platform';
import { renderCaptchaImage } from './render-captcha-image.ts';
import { digest } from './secret-digest.ts';

/** No 0/O, 1/I/L: characters a person can tell apart. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Answers kept in memory only when test hooks are on (never in production). */
const answersForTests = new Map<string, string>();

export interface CreatedCaptcha {
  id: string;
  /** A data URL of the PNG. */
  b64s: string;
}

/** A new captcha (CAPTCHA_LENGTH characters, CAPTCHA_LIFETIME_MS to live); only the answer's digest is stored. */
export async function createCaptcha(captchas: CaptchaRepository, options: { keepAnswerForTests: boolean }): Promise<CreatedCaptcha> {
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => alphabet[randomInt(0, alphabet.length)]).join('');
  const id = await captchas.create(digest(answer), new Date(Date.now() + CAPTCHA_LIFETIME_MS));
  if (options.keepAnswerForTests) answersForTests.set(id, answer);
  return { id, b64s: `data:image/png;base64,${renderCaptchaImage(answer).toString('base64')}` };
}

/** Spends the captcha (right or wrong, it is used up) and says whether the answer matched, case-insensitively. */
export async function verifyCaptcha(captchas: CaptchaRepository, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer || !/^[0-9a-f-]{36}$/i.test(id)) return false;
  const answerHash = await captchas.spend(id);
  return answerHash !== undefined && answerHash === digest(answer.trim().toUpperCase());
}

/** Test hook: the answer of a captcha made while test hooks are on. */
export function findCaptchaAnswerForTests(id: string): string | undefined {
  return answersForTests.get(id);
}
