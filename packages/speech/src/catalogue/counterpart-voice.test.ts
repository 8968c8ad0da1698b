import { describe, expect, it } from 'vitest';
import { loadVoiceCatalogue } from './load-voice-catalogue.ts';
import { pickCounterpartVoice } from './counterpart-voice.ts';

describe('the counterpart of a voice in another language', () => {
  const { voices } = loadVoiceCatalogue();

  it('keeps the gender and, where it can, the age and use of every English voice', () => {
    const english = voices.filter((voice) => voice.language === 'english');
    expect(english.length).toBeGreaterThan(3);
    for (const source of english) {
      const counterpart = pickCounterpartVoice(voices, source, 'spanish');
      expect(counterpart?.language).toBe('spanish');
      expect(counterpart?.gender).toBe(source.gender);
    }
  });

  it('is the same every time, and undefined for a language without voices', () => {
    const source = voices.find((voice) => voice.language === 'english' && voice.gender === 'male')!;
    expect(pickCounterpartVoice(voices, source, 'french')?.id).toBe(pickCounterpartVoice(voices, source, 'french')?.id);
    expect(pickCounterpartVoice(voices, source, 'klingon')).toBeUndefined();
  });
});
