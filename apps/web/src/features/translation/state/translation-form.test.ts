import { translationCreditCost, translationCreditsPerMinute } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_TRANSLATION_FORM, estimateCredits, findBlockedReason, toTranslationRequest, type TranslationForm } from './translation-form.ts';
import type { TranslationOptions } from './translation-options.ts';

const OPTIONS: TranslationOptions = {
  source_languages: [{ code: 'en', label: 'English', native_label: 'English' }],
  languages: [],
  recognizer: { name: 'pocketsphinx', quality: 'rough', languages: ['en'] },
  lip_sync: null,
  limits: { max_upload_bytes: 100 * 1024 * 1024, max_duration_ms: 600_000, max_targets: 5 },
  credits_per_minute: 1,
};
const PROJECT = { type: 'project', projectId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', name: 'Welcome', durationMs: 61_000 } as const;
const UPLOAD = { type: 'upload', filePath: 'uploads/u1/clip.mp4', fileName: 'clip.mp4', durationMs: null } as const;

describe('the translation form', () => {
  it('says first what is missing: the video, then the languages', () => {
    expect(findBlockedReason(EMPTY_TRANSLATION_FORM, OPTIONS)).toBe('noSource');
    expect(findBlockedReason({ ...EMPTY_TRANSLATION_FORM, source: PROJECT }, OPTIONS)).toBe('noTargets');
    expect(findBlockedReason({ source: PROJECT, sourceLanguage: 'en', targetLanguages: ['es'] }, OPTIONS)).toBeNull();
    expect(findBlockedReason({ source: PROJECT, sourceLanguage: 'en', targetLanguages: ['es', 'fr', 'de', 'it', 'pt', 'ca'] }, OPTIONS)).toBe('tooManyTargets');
  });

  it('refuses a video longer than the limit when its length is known', () => {
    expect(findBlockedReason({ source: { ...PROJECT, durationMs: 600_001 }, sourceLanguage: 'en', targetLanguages: ['es'] }, OPTIONS)).toBe('tooLong');
    expect(findBlockedReason({ source: { ...PROJECT, durationMs: 600_000 }, sourceLanguage: 'en', targetLanguages: ['es'] }, OPTIONS)).toBeNull();
  });

  it('takes an upload only where a recogniser understands its language; a Talkreel video needs none', () => {
    const upload: TranslationForm = { source: UPLOAD, sourceLanguage: 'en', targetLanguages: ['es'] };
    expect(findBlockedReason(upload, OPTIONS)).toBeNull();
    expect(findBlockedReason({ ...upload, sourceLanguage: 'fr' }, OPTIONS)).toBe('recognizerLanguage');
    expect(
      findBlockedReason({ ...upload, sourceLanguage: 'fr' }, { ...OPTIONS, recognizer: { name: 'whisper', quality: 'good', languages: 'any' } }),
    ).toBeNull();
    expect(findBlockedReason(upload, { ...OPTIONS, recognizer: null })).toBe('noRecognizer');
    expect(findBlockedReason({ source: PROJECT, sourceLanguage: 'fr', targetLanguages: ['es'] }, { ...OPTIONS, recognizer: null })).toBeNull();
  });

  it('sends the contract’s request for either kind of source', () => {
    expect(toTranslationRequest({ source: PROJECT, sourceLanguage: 'en', targetLanguages: ['es', 'fr'] })).toEqual({
      source: { type: 'project', project_id: PROJECT.projectId, workspace_index: 0 },
      source_language: 'en',
      target_languages: ['es', 'fr'],
    });
    expect(toTranslationRequest({ source: UPLOAD, sourceLanguage: 'en', targetLanguages: ['de'] })).toEqual({
      source: { type: 'upload', file_path: 'uploads/u1/clip.mp4' },
      source_language: 'en',
      target_languages: ['de'],
    });
  });

  it('estimates the credits as the contract prices them: per started minute, per language', () => {
    expect(estimateCredits(61_000, 2, 1)).toBe(4);
    expect(estimateCredits(61_000, 2, translationCreditsPerMinute)).toBe(translationCreditCost(61_000, 2));
    expect(estimateCredits(1_000, 1, 1)).toBe(translationCreditCost(1_000, 1));
    expect(estimateCredits(120_000, 3, 2)).toBe(12);
    expect(estimateCredits(null, 2, 1)).toBeNull();
    expect(estimateCredits(61_000, 0, 1)).toBeNull();
  });
});
