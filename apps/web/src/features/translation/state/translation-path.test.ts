import { describe, expect, it } from 'vitest';
import { readTranslationId, translationRecordPath } from './translation-path.ts';

describe('the record page’s address', () => {
  it('carries the id, encoded, and reads it back', () => {
    expect(translationRecordPath('tr_1')).toBe('/video-translation/tr_1');
    expect(translationRecordPath('a/b')).toBe('/video-translation/a%2Fb');
    expect(readTranslationId(' tr_1 ')).toBe('tr_1');
    expect(readTranslationId(undefined)).toBeNull();
    expect(readTranslationId('')).toBeNull();
    expect(readTranslationId('x'.repeat(101))).toBeNull();
  });
});
