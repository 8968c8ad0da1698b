import type { AvatarAge, AvatarEthnicity } from '@talkreel/contract';

/** Skin tones per ethnicity (base colours; the drawing shades them), light to deep. */
export const skinTones: Record<Exclude<AvatarEthnicity, 'any'>, readonly string[]> = {
  european: ['#f6d7c3', '#f1c8ae', '#e8b896', '#deaa87'],
  african: ['#a86f4c', '#8d5a3b', '#74452c', '#5e3723'],
  'south asian': ['#d7a37c', '#c68e66', '#b47a55', '#9c6545'],
  'east asian': ['#f5d9bf', '#eecba9', '#e3b98f', '#d6a77d'],
  'middle eastern': ['#e7bf99', '#d9aa82', '#c8946b', '#b58059'],
  'south american': ['#e0b08a', '#cf9a72', '#bb845d', '#a5704c'],
  'north american': ['#f3cfb3', '#dcae8a', '#b98260', '#8f5c3e'],
};

/** Natural hair colours per ethnicity (young and adult); seniors turn grey or white. */
export const hairTones: Record<Exclude<AvatarEthnicity, 'any'>, readonly string[]> = {
  european: ['#3b2a20', '#6b4a2f', '#a87b4f', '#d9b57a', '#8c3f22'],
  african: ['#1d1714', '#2a201b', '#3a2a22'],
  'south asian': ['#1c1613', '#2b201a', '#3b2b22'],
  'east asian': ['#16120f', '#241b16', '#3a2b22'],
  'middle eastern': ['#1e1713', '#33251d', '#4a3426'],
  'south american': ['#1f1713', '#3a2a20', '#5a3d28'],
  'north american': ['#2a1f18', '#5a3d28', '#a07244', '#c9a06a'],
};

export const greyHair: readonly string[] = ['#b9b5b0', '#d8d5d0', '#9e9a96', '#e9e6e1'];

/** Named colours the appearance text may use, for hair and clothes. */
export const colourWords: Record<string, string> = {
  black: '#24252b',
  white: '#f2f1ee',
  grey: '#8d9096',
  gray: '#8d9096',
  silver: '#c3c6cc',
  red: '#c2372f',
  burgundy: '#7a2236',
  maroon: '#6e2230',
  pink: '#e48aa6',
  orange: '#e0782f',
  yellow: '#e8c547',
  mustard: '#c9a23a',
  gold: '#c9a23a',
  green: '#3f8a5a',
  olive: '#6f7440',
  teal: '#2a8a8a',
  blue: '#2f63b8',
  navy: '#1f2d4d',
  'light blue': '#8fb8e6',
  purple: '#6b4aa3',
  lavender: '#a995d6',
  brown: '#6b4a33',
  beige: '#d9c7a7',
  cream: '#efe6d2',
  camel: '#b88a57',
  khaki: '#b9a77a',
  charcoal: '#3a3d44',
};

export const hairColourWords: Record<string, string> = {
  blonde: '#dcbc7c',
  blond: '#dcbc7c',
  platinum: '#ece2c6',
  brunette: '#4a3020',
  brown: '#5b3d27',
  'dark brown': '#3a271c',
  'light brown': '#8a6442',
  black: '#17130f',
  red: '#a4452a',
  ginger: '#b5552c',
  auburn: '#7e3421',
  grey: '#a9a6a2',
  gray: '#a9a6a2',
  silver: '#cfcdc9',
  white: '#ebe8e3',
  pink: '#e08aa8',
  blue: '#4d79c7',
  purple: '#7a5ab0',
};

export const eyeColours: readonly string[] = ['#4a3224', '#3a2a1e', '#5b7a3a', '#3f6d8e', '#6b5034', '#2c221b'];

export function defaultHairTone(ethnicity: Exclude<AvatarEthnicity, 'any'>, age: AvatarAge, pick: number): string {
  if (age === 'senior') return greyHair[pick % greyHair.length]!;
  const tones = hairTones[ethnicity];
  return tones[pick % tones.length]!;
}

/** Mixes two #rrggbb colours; `amount` 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const channel = (index: number) => Math.round(a[index]! + (b[index]! - a[index]!) * amount);
  return toHex(channel(0), channel(1), channel(2));
}

export const shade = (colour: string, amount: number) => mix(colour, '#1a0f0a', amount);
export const tint = (colour: string, amount: number) => mix(colour, '#ffffff', amount);

export function parseHex(colour: string): [number, number, number] {
  const value = Number.parseInt(colour.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex(red: number, green: number, blue: number): string {
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  return `#${((clamp(red) << 16) | (clamp(green) << 8) | clamp(blue)).toString(16).padStart(6, '0')}`;
}

/** Relative luminance 0–1 (sRGB, rough), to pick readable contrasts. */
export function luminance(colour: string): number {
  const [red, green, blue] = parseHex(colour);
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}
