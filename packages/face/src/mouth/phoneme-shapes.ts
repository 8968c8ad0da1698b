import type { MouthShape } from '../face-types.ts';

/** Lips closed: the one cue a viewer checks first (M, B, P). */
const bilabials = new Set('pbmɸβʙ');
/** Lower lip under the upper teeth. */
const labiodentals = new Set('fvɱʋ');
/** Tongue tip visible: laterals and the dental fricatives. */
const tongueConsonants = new Set('lɫɭʎɬɮʟθð');
/** Glides that round the lips like "oo". */
const roundedGlides = new Set('wʍɥ');
/** Sounds made in the throat: the mouth already takes the next vowel's shape ("m-hm", "hello"). */
const throatSounds = new Set('hɦʔ');

/** Vowel letters by the mouth they need: openness first, then rounding. */
const vowelShapes: Record<string, MouthShape> = {
  // Open, unrounded: "ah".
  a: 'D',
  ɑ: 'D',
  // Open-mid and mid, unrounded: "eh", "a" of cat, "uh".
  æ: 'C',
  ɛ: 'C',
  e: 'C',
  ɐ: 'C',
  ʌ: 'C',
  ɜ: 'C',
  ɘ: 'C',
  ɤ: 'C',
  ə: 'C',
  // Mid and open, rounded: "aw", French "eu", rhotic "er".
  o: 'E',
  ɔ: 'E',
  ɒ: 'E',
  ø: 'E',
  œ: 'E',
  ɶ: 'E',
  ɵ: 'E',
  ɞ: 'E',
  ɚ: 'E',
  ɝ: 'E',
  // Close, rounded: "oo", French "u".
  u: 'F',
  ʊ: 'F',
  y: 'F',
  ʏ: 'F',
  ʉ: 'F',
  // Close, unrounded: "ee", barely open.
  i: 'B',
  ɪ: 'B',
  ɨ: 'B',
  ɯ: 'B',
};

/** Symbols eSpeak NG and the Flite converter use for a pause or a word/phrase boundary. */
const pauseSymbol = /^[_|#.,;:!? -]*$/u;
/** eSpeak NG's language switch markers such as `(en)`: no sound. */
const languageMarker = /^\(.*\)$/u;
/** Stress, length, tone letters and digits, syllable and tie marks, modifier letters (ʲ ʷ ʰ ᵝ): none changes the mouth shape class. */
const ignoredMarks = /[ˈˌːˑ˥˦˧˨˩0-9.\u02b0-\u02ff\u1d2c-\u1dbf\u0300-\u036f\u035c\u0361]/gu;

/** A short schwa ("the") is a barely open mouth; a held one reads as "uh". */
const shortSchwaMs = 70;

export interface PhonemeShape {
  /** null for `h` and the glottal stop, which take the shape of the sound after them. */
  shape: MouthShape | null;
  /** Share of the phoneme's duration, from its start; the parts of one phoneme add up to 1. */
  share: number;
}

/**
 * The mouth shapes of one IPA phoneme (as @talkreel/speech gives them:
 * eSpeak NG for ~100 languages, Flite's ARPAbet converted), in order:
 * one shape, or two for a diphthong (60 % / 40 %, as Rhubarb times them).
 * Empty for markers that make no sound; X for pauses. `h` and the glottal
 * stop come back as null shapes to be filled with the next sound's shape
 * (the caller knows the neighbours). Nasal marks, length, tone and stress
 * are ignored: they do not move the lips.
 */
export function phonemeShapes(symbol: string, durationMs: number): PhonemeShape[] {
  if (languageMarker.test(symbol.trim())) return [];
  const cleaned = symbol.normalize('NFD').replace(ignoredMarks, '').trim();
  if (pauseSymbol.test(cleaned)) return [{ shape: 'X', share: 1 }];
  const letters = [...cleaned];
  const first = letters[0] as string;
  if (!(first in vowelShapes)) return [{ shape: consonantShape(first), share: 1 }];
  const shapes: MouthShape[] = [];
  for (const letter of letters) {
    const shape = letter in vowelShapes ? (vowelShapes[letter] as MouthShape) : letter === 'ɹ' || letter === 'ɻ' || letter === 'r' ? 'E' : null;
    if (shape && shape !== shapes.at(-1)) shapes.push(shape);
  }
  if (shapes.length === 1 && first === 'ə' && durationMs < shortSchwaMs) return [{ shape: 'B', share: 1 }];
  if (shapes.length === 1) return [{ shape: shapes[0] as MouthShape, share: 1 }];
  return [
    { shape: shapes[0] as MouthShape, share: 0.6 },
    { shape: shapes.at(-1) as MouthShape, share: 0.4 },
  ];
}

function consonantShape(letter: string): MouthShape | null {
  if (bilabials.has(letter)) return 'A';
  if (labiodentals.has(letter)) return 'G';
  if (tongueConsonants.has(letter)) return 'H';
  if (roundedGlides.has(letter)) return 'F';
  if (throatSounds.has(letter)) return null;
  return 'B';
}
