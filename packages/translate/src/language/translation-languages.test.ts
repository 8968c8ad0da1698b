import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeLanguage, languageName, TRANSLATION_LANGUAGES, translationLanguage } from './translation-languages.ts';

const voiceLanguages = JSON.parse(readFileSync(new URL('../../../../content/voices/languages.json', import.meta.url), 'utf8')) as {
  value: string;
  locale: string;
}[];

describe('TRANSLATION_LANGUAGES', () => {
  it('offers every language of the voice catalogue once by its ISO 639-1 code', () => {
    expect(TRANSLATION_LANGUAGES.length).toBeGreaterThanOrEqual(60);
    const codes = TRANSLATION_LANGUAGES.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2}$/u);
    // Each catalogue language is offered, or shares its code with one offered before it (zh-TW and zh-HK with zh-CN).
    for (const voice of voiceLanguages) {
      const offered = TRANSLATION_LANGUAGES.find((language) => language.voiceLanguage === voice.value);
      if (offered) expect(voice.locale.toLowerCase().startsWith(offered.code)).toBe(true);
      else expect(['traditional-chinese', 'cantonese']).toContain(voice.value);
    }
    expect(TRANSLATION_LANGUAGES.length).toBe(voiceLanguages.length - 2);
  });

  it('carries the names and the voice language', () => {
    expect(translationLanguage('es')).toEqual({ code: 'es', label: 'Spanish', nativeLabel: 'Español', voiceLanguage: 'spanish' });
    expect(translationLanguage('zh')).toMatchObject({ label: 'Chinese', voiceLanguage: 'chinese' });
    expect(translationLanguage('nb')).toMatchObject({ label: 'Norwegian', voiceLanguage: 'norwegian' });
  });
});

describe('translationLanguage', () => {
  it('reads tags, case and three-letter codes', () => {
    expect(translationLanguage('ES')?.code).toBe('es');
    expect(translationLanguage('es-MX')?.code).toBe('es');
    expect(translationLanguage('pt_BR')?.code).toBe('pt');
    expect(translationLanguage('spa')?.code).toBe('es');
    expect(translationLanguage('cmn')?.code).toBe('zh');
    expect(translationLanguage('no')?.code).toBe('nb');
  });

  it('is undefined for what the product does not offer', () => {
    expect(translationLanguage('ha')).toBeUndefined();
    expect(translationLanguage('xx')).toBeUndefined();
    expect(translationLanguage('')).toBeUndefined();
    expect(translationLanguage('english')).toBeUndefined();
  });
});

describe('languageName', () => {
  it('names targets by the catalogue and other languages by Intl', () => {
    expect(languageName('de')).toBe('German');
    expect(languageName('ha')).toBe('Hausa');
    expect(languageName('qq')).toBeUndefined();
    expect(describeLanguage('fr')).toBe('French (fr)');
    expect(describeLanguage('qq')).toBe('"qq"');
  });
});
