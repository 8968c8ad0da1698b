import type { quoteTranslationRoute } from '@talkreel/contract';
import type { z } from 'zod';
import { canRecognize, type TranslationOptions } from './translation-options.ts';

/** The video to translate: one of the user's rendered videos, or an uploaded file. */
export type TranslationSourceChoice =
  | { type: 'project'; projectId: string; name: string; durationMs: number | null }
  | { type: 'upload'; filePath: string; fileName: string; durationMs: number | null };

export interface TranslationForm {
  source: TranslationSourceChoice | null;
  /** ISO 639-1 code of the language spoken in the source. */
  sourceLanguage: string;
  targetLanguages: string[];
}

export const DEFAULT_SOURCE_LANGUAGE = 'en';

export const EMPTY_TRANSLATION_FORM: TranslationForm = { source: null, sourceLanguage: DEFAULT_SOURCE_LANGUAGE, targetLanguages: [] };

/** Why 'Translate' cannot be pressed yet; each has its sentence in the page's strings. */
export type TranslationBlockedReason = 'noSource' | 'noTargets' | 'tooManyTargets' | 'tooLong' | 'noRecognizer' | 'recognizerLanguage';

/**
 * The first reason the form cannot be sent, or null. The server checks it
 * all again (readable video, an audio track, the length, a path to every
 * language); this is only what the page already knows.
 */
export function findBlockedReason(form: TranslationForm, options: TranslationOptions): TranslationBlockedReason | null {
  const { source } = form;
  if (!source) return 'noSource';
  if (source.type === 'upload') {
    if (!options.recognizer) return 'noRecognizer';
    if (!canRecognize(options.recognizer, form.sourceLanguage)) return 'recognizerLanguage';
  }
  if (source.durationMs !== null && source.durationMs > options.limits.max_duration_ms) return 'tooLong';
  if (form.targetLanguages.length === 0) return 'noTargets';
  if (form.targetLanguages.length > options.limits.max_targets) return 'tooManyTargets';
  return null;
}

export type TranslationRequestBody = z.input<NonNullable<typeof quoteTranslationRoute.body>>;

/** The body of POST quote and POST create (the same request: the quote checks it, create starts it). */
export function toTranslationRequest(form: TranslationForm & { source: TranslationSourceChoice }): TranslationRequestBody {
  const source: TranslationRequestBody['source'] =
    form.source.type === 'project'
      ? { type: 'project', project_id: form.source.projectId, workspace_index: 0 }
      : { type: 'upload', file_path: form.source.filePath };
  return { source, source_language: form.sourceLanguage, target_languages: [...form.targetLanguages] };
}

const MS_PER_MINUTE = 60_000;

/**
 * What the page expects the server to quote, when the length is known:
 * every started minute, per language, at the options' price (the contract's
 * `translationCreditCost` with the server's own per-minute price).
 */
export function estimateCredits(durationMs: number | null, targetCount: number, creditsPerMinute: number): number | null {
  if (durationMs === null || targetCount === 0) return null;
  return Math.max(1, Math.ceil(durationMs / MS_PER_MINUTE)) * creditsPerMinute * targetCount;
}
