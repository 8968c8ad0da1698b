import type { getTranslationOptionsRoute } from '@talkreel/contract';
import type { z } from 'zod';

/** What GET /project/translation/options answers: targets with their engines, the recogniser, lip sync, limits, price. */
export type TranslationOptions = z.output<typeof getTranslationOptionsRoute.data>;

export type TranslationRecognizer = NonNullable<TranslationOptions['recognizer']>;

/** Whether the recogniser can transcribe speech in this language ('any' for a Whisper service). */
export function canRecognize(recognizer: TranslationRecognizer | null, languageCode: string): boolean {
  if (!recognizer) return false;
  return recognizer.languages === 'any' || recognizer.languages.includes(languageCode);
}
