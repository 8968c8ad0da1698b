import { readdir } from 'node:fs/promises';
import { toIso6391 } from '../language/iso-639.ts';

/** Where Debian's apertium-* packages install their modes (`apertium -d /usr/share/apertium`). */
export const defaultModesDirectory = '/usr/share/apertium/modes';

/** The language every pivot goes through: Debian's pairs are nearly all to and from Spanish. */
export const pivotLanguage = 'es';

/** The installed translation directions: `en>es` → the mode `eng-spa`. */
export type ApertiumPairs = ReadonlyMap<string, string>;

const pairKey = (from: string, to: string) => `${from}>${to}`;

/**
 * The plain directions among mode file names: `eng-spa`, `es-fr`, `spa-ita`
 * and `pt-es` name their languages by two or three letters, read here as
 * ISO 639-1. Variants (`eng-cat_valencia`, `spa-cat_iec2017`, `es-pt_BR`,
 * `cat-eng_US`) and other pipelines (`eco-es-fr`) are left out; when two
 * modes give the same direction, the first in name order is kept.
 */
export function readApertiumPairs(modeFileNames: readonly string[]): ApertiumPairs {
  const pairs = new Map<string, string>();
  for (const fileName of [...modeFileNames].sort()) {
    const match = /^([a-z]{2,3})-([a-z]{2,3})\.mode$/u.exec(fileName);
    if (!match) continue;
    const from = toIso6391(match[1]!);
    const to = toIso6391(match[2]!);
    if (!from || !to || from === to) continue;
    const key = pairKey(from, to);
    if (!pairs.has(key)) pairs.set(key, fileName.slice(0, -'.mode'.length));
  }
  return pairs;
}

/** The pairs installed in a modes directory; none when it is missing. */
export async function findApertiumPairs(modesDirectory: string): Promise<ApertiumPairs> {
  let fileNames: string[];
  try {
    fileNames = await readdir(modesDirectory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return new Map();
    throw error;
  }
  return readApertiumPairs(fileNames);
}

/** One step of a route: the mode that takes text from one language to the next. */
export interface ApertiumHop {
  from: string;
  to: string;
  mode: string;
}

/**
 * The way from one language to another: the direct mode when there is one,
 * else through Spanish (`en → es → fr`), else null. The same language is a
 * route of no hops.
 */
export function findApertiumRoute(pairs: ApertiumPairs, from: string, to: string): ApertiumHop[] | null {
  if (from === to) return [];
  const hop = (a: string, b: string): ApertiumHop | undefined => {
    const mode = pairs.get(pairKey(a, b));
    return mode ? { from: a, to: b, mode } : undefined;
  };
  const direct = hop(from, to);
  if (direct) return [direct];
  if (from === pivotLanguage || to === pivotLanguage) return null;
  const first = hop(from, pivotLanguage);
  const second = hop(pivotLanguage, to);
  return first && second ? [first, second] : null;
}

/** The languages of the installed pairs, sorted: what the no-route message lists. */
export function listApertiumLanguages(pairs: ApertiumPairs): string[] {
  const languages = new Set<string>();
  for (const key of pairs.keys()) for (const code of key.split('>')) languages.add(code);
  return [...languages].sort();
}
