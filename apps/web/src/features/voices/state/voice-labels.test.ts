import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZH_CN_TRANSLATION } from '../../../app/i18n/translations.ts';
import { formatVoiceLabel, type VoiceLabelDictionary } from './voice-labels.ts';
import { voiceTags } from './voice-tags.ts';

const PUBLIC_VOICES_DIR = new URL('../../../../../../content/voices/public/', import.meta.url);

interface CatalogueVoice {
  gender: string;
  age: string;
  accent: string;
  use_case: string;
  descriptive: string[];
}

describe('formatVoiceLabel', () => {
  const zh = { accent: { 'new york': '纽约' }, age: { 'young adult': '青年' }, useCase: { 'social media': '社交媒体' } };

  it('cases accents word by word and other labels as a sentence', () => {
    expect(formatVoiceLabel('accent', 'new york', {})).toBe('New York');
    expect(formatVoiceLabel('accent', 'received pronunciation', {})).toBe('Received Pronunciation');
    expect(formatVoiceLabel('age', 'young_adult', {})).toBe('Young adult');
    expect(formatVoiceLabel('useCase', 'social_media', {})).toBe('Social media');
  });

  it('takes the dictionary’s word when it has one', () => {
    expect(formatVoiceLabel('accent', 'new york', zh)).toBe('纽约');
    expect(formatVoiceLabel('age', 'young_adult', zh)).toBe('青年');
    expect(formatVoiceLabel('useCase', 'social_media', zh)).toBe('社交媒体');
    expect(formatVoiceLabel('accent', 'scottish', zh)).toBe('Scottish');
  });
});

describe('voice tags in Simplified Chinese', () => {
  const zh = ZH_CN_TRANSLATION.voices.labels as VoiceLabelDictionary;
  const catalogue = readdirSync(PUBLIC_VOICES_DIR).flatMap((file) => JSON.parse(readFileSync(new URL(file, PUBLIC_VOICES_DIR), 'utf8')) as CatalogueVoice[]);

  it('words every tag of every catalogue voice in Chinese', () => {
    expect(catalogue.length).toBeGreaterThan(100);
    for (const voice of catalogue) {
      expect(formatVoiceLabel('gender', voice.gender, zh)).not.toMatch(/[A-Za-z]/u);
      for (const tag of voiceTags({ ...voice, descriptive: voice.descriptive.join(', ') })) {
        expect(formatVoiceLabel(tag.kind, tag.value, zh), `${tag.kind} ${tag.value}`).not.toMatch(/[A-Za-z]/u);
      }
    }
  });

  it('words the tags the server gives voices made from a recording', () => {
    // apps/server/src/services/voices/to-voice-item.ts: a cloned or matched voice without a library source.
    for (const descriptive of ['your cloned voice', 'matched to your recording']) {
      for (const tag of voiceTags({ accent: '', age: 'adult', use_case: 'personal', descriptive })) {
        expect(formatVoiceLabel(tag.kind, tag.value, zh), tag.value).not.toMatch(/[A-Za-z]/u);
      }
    }
  });
});
