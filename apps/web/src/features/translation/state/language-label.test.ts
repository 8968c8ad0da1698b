import { describe, expect, it } from 'vitest';
import { languageChoiceLabel, languageNameOf } from './language-label.ts';

describe('language names from ISO codes', () => {
  it('names a language in the UI’s language, falling back to the server’s label, then the code', () => {
    expect(languageNameOf('es', 'en')).toBe('Spanish');
    expect(languageNameOf('es', 'zh-CN')).toBe('西班牙语');
    expect(languageNameOf('qaa', 'en', 'Private use')).toBe('Private use');
    expect(languageNameOf('!!', 'en')).toBe('!!');
  });

  it('adds the native name when it differs', () => {
    expect(languageChoiceLabel({ code: 'fr', label: 'French', native_label: 'Français' }, 'en')).toBe('French · Français');
    expect(languageChoiceLabel({ code: 'en', label: 'English', native_label: 'English' }, 'en')).toBe('English');
    expect(languageChoiceLabel({ code: 'zh', label: 'Chinese', native_label: '中文' }, 'zh-CN')).toBe('中文');
  });
});
