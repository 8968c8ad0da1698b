import { describe, expect, it } from 'vitest';
import { phonemeShapes } from './phoneme-shapes.ts';

const shapesOf = (symbol: string, durationMs = 120) =>
  phonemeShapes(symbol, durationMs)
    .map((part) => part.shape ?? '-')
    .join('');

describe('phonemeShapes', () => {
  it('gives vowels their opening and rounding, whatever their length, nasal or tone marks', () => {
    expect(['ɑː', 'a', 'ä', 'ɑ̃', 'a˥˩', 'a5'].map((symbol) => shapesOf(symbol))).toEqual(['D', 'D', 'D', 'D', 'D', 'D']);
    expect(['ɛ', 'æ', 'e̞', 'ʌ', 'ə'].map((symbol) => shapesOf(symbol))).toEqual(['C', 'C', 'C', 'C', 'C']);
    expect(['ɔ', 'o̞', 'øː', 'œ̃', 'ɚ'].map((symbol) => shapesOf(symbol))).toEqual(['E', 'E', 'E', 'E', 'E']);
    expect(['uː', 'ʊ', 'y', 'ɯᵝ'].map((symbol) => shapesOf(symbol))).toEqual(['F', 'F', 'F', 'B']);
    expect(['iː', 'ɪ', 'i2'].map((symbol) => shapesOf(symbol))).toEqual(['B', 'B', 'B']);
    expect(shapesOf('ə', 40)).toBe('B');
  });

  it('splits diphthongs 60/40 and gives rhotic vowels a rounded tail', () => {
    expect(phonemeShapes('aɪ', 200)).toEqual([
      { shape: 'D', share: 0.6 },
      { shape: 'B', share: 0.4 },
    ]);
    expect(['aʊ', 'oʊ', 'eɪ', 'ɑu', 'iɛ', 'ɛɹ', 'ɑːɹ'].map((symbol) => shapesOf(symbol))).toEqual(['DF', 'EF', 'CB', 'DF', 'BC', 'CE', 'DE']);
  });

  it('closes the lips on bilabials, tucks the lip on labiodentals, shows the tongue on L and TH', () => {
    expect(['p', 'b', 'm', 'ɸ', 'β', 'mʲ'].map((symbol) => shapesOf(symbol))).toEqual(['A', 'A', 'A', 'A', 'A', 'A']);
    expect(['f', 'v', 'ɱ'].map((symbol) => shapesOf(symbol))).toEqual(['G', 'G', 'G']);
    expect(['l', 'ɫ', 'ɭ', 'θ', 'ð'].map((symbol) => shapesOf(symbol))).toEqual(['H', 'H', 'H', 'H', 'H']);
    expect(['w', 'ɥ'].map((symbol) => shapesOf(symbol))).toEqual(['F', 'F']);
    expect(['t', 'th', 'tɕh', 'dʒ', 's', 'ʃ', 'k', 'ɡ', 'n', 'ŋ', 'χ', 'ʁ', 'ɾ', 'j', 'ħ'].map((symbol) => shapesOf(symbol)).join('')).toBe('BBBBBBBBBBBBBBB');
  });

  it('leaves h and the glottal stop to the next sound, rests on pauses and skips language markers', () => {
    expect([shapesOf('h'), shapesOf('ʔ'), shapesOf('_'), shapesOf('||'), shapesOf(''), shapesOf('(en)')]).toEqual(['-', '-', 'X', 'X', 'X', '']);
  });
});
