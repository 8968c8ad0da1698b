import { describe, expect, it } from 'vitest';
import { speakWord } from './speak-word.ts';

describe('speakWord', () => {
  it('reads web and e-mail addresses in the language', () => {
    expect(speakWord('https://www.example.com/pricing', 'en')).toBe('example dot com slash pricing');
    expect(speakWord('hola@empresa.es', 'es')).toBe('hola arroba empresa punto es');
    expect(speakWord('talkreel.io', 'de')).toBe('talkreel Punkt io');
  });

  it('turns ISO dates into spoken dates per language', () => {
    expect(speakWord('2024-03-05', 'en')).toBe('March 5th, 2024');
    expect(speakWord('2024-03-01', 'fr')).toBe('1er mars 2024');
    expect(speakWord('2024-03-05', 'es')).toBe('5 de marzo de 2024');
    expect(speakWord('2024-03-05', 'zh')).toBe('2024年3月5日');
    expect(speakWord('2024-13-05', 'en')).toBe('2024-13-05');
  });

  it('expands English abbreviations and Chinese percentages, and leaves numbers to the engines', () => {
    expect(speakWord('e.g.', 'en')).toBe('for example');
    expect(speakWord('#1', 'en')).toBe('number 1');
    expect(speakWord('50%', 'zh')).toBe('百分之50');
    expect(speakWord('$5.99', 'en')).toBe('$5.99');
    expect(speakWord('3.14', 'en')).toBe('3.14');
    expect(speakWord('U.S.A.', 'en')).toBe('U.S.A.');
  });
});
