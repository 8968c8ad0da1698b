import type { VoiceItem } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { catalogueLanguageOf, voicesForSpeaker } from './voice-language.ts';

const voice = (id: string, language: string, gender: string, isMultilingual = false): VoiceItem => ({
  id,
  name: id,
  unique_id: id,
  voice_id: id,
  preview_url: '',
  audition_url: '',
  favorite_id: 0,
  gender,
  age: 'adult',
  language,
  accent: '',
  use_case: '',
  descriptive: '',
  args: { style_list: [], locale_list: [] },
  public_owner_id: 'talkreel',
  timbre_id: null,
  is_multilingual: isMultilingual,
});

describe('voices for a translated speaker', () => {
  it('finds the voice library’s language of a translation language', () => {
    expect(catalogueLanguageOf('es')).toBe('spanish');
    expect(catalogueLanguageOf('zh')).toBe('chinese');
    expect(catalogueLanguageOf('pt')).toBe('portuguese');
    expect(catalogueLanguageOf('xx', 'Haitian Creole')).toBe('haitian-creole');
  });

  it('offers the user’s own voices of the language or multilingual ones first, then the library’s, the speaker’s gender first', () => {
    const library = [voice('es-m', 'spanish', 'male'), voice('es-f', 'spanish', 'female'), voice('fr-f', 'french', 'female')];
    const mine = [voice('my-clone', 'english', 'female', true), voice('my-en', 'english', 'female'), voice('es-f', 'spanish', 'female')];
    expect(voicesForSpeaker(library, mine, 'spanish', null).map((item) => item.id)).toEqual(['my-clone', 'es-f', 'es-m']);
    expect(voicesForSpeaker(library, mine, 'spanish', 'male').map((item) => item.id)).toEqual(['es-m', 'my-clone', 'es-f']);
    expect(voicesForSpeaker(library, [], 'french', 'male').map((item) => item.id)).toEqual(['fr-f']);
  });
});
