import type { ScriptLanguage } from '../language/script-language.ts';
import { measureSpokenUnits } from '../language/spoken-length.ts';
import { rankSentences } from './rank-sentences.ts';
import { extractSentenceTerms } from './sentence-terms.ts';

/** What the features are taken from, and how long one may be when said. */
export interface ProductFeatureSource {
  title: string;
  description: string;
  /** Listed by the person: taken first, in their order. */
  features?: readonly string[];
}

/** How many features, and how long each may be when said. */
export interface FeatureLimits {
  /** How many features at most. */
  count: number;
  /** The longest feature, in the language's length units (words or characters). */
  maxUnits: number;
}

/** Marks that start a bullet point or a numbered item. */
const bulletMark = /^(?:[-–—*•◦▪▫●○■□►▶➤✓✔✅★☆·+>]\s*|\d{1,2}(?:[.)]\s+|、)|[a-z][.)]\s+)/iu;
/** Pieces of a description that are not about the product: links, shop talk, prices (said on their own). */
const notAFeature = /https?:|www\.|@|[$€£¥₹₩]|\b(?:add to (?:cart|bag)|buy now|click here|free shipping|in stock|out of stock|sku|item (?:no|number))\b/iu;
/**
 * Where a long sentence can end early: a clause break (a semicolon, a colon,
 * a dash, a Chinese comma, or an English comma before a conjunction). A
 * plain English comma is not one: it may join adjectives ("soft,
 * flicker-free light").
 */
const clauseBreak = /(?:[;:；：，]\s*|\s[-–—]\s|,\s(?=(?:and|but|so|which|while|with|making|because)\s))/giu;
/** A sentence ends with one of these. */
const sentenceEnd = /[.!?…。！？؟।۔።]$/u;
const minimumUnits = { words: 2, characters: 4 } as const;

const sentenceSegmenters = new Map<string, Intl.Segmenter>();

/**
 * The product's features as sentences the presenter can say: the person's
 * own list first, then the description's best sentences. The description is
 * cut into bullet points and sentences (a line of a list is a sentence even
 * without a full stop); shop talk, prices, links and pieces that only repeat
 * the title are left out; a sentence too long to say in one breath ends at
 * its first clause break that fits, or is left out. The rest are ranked by
 * TextRank (the sentences that share the most with the others say what the
 * product is mostly about) and the best kept, in the description's order.
 * Each ends with a full stop of the language.
 */
export function extractProductFeatures(source: ProductFeatureSource, language: ScriptLanguage, limits: FeatureLimits): string[] {
  const isCjk = language.lengthUnit === 'characters';
  const fit = (piece: string) => fitFeature(piece, language, limits.maxUnits);
  const titleTerms = extractSentenceTerms(source.title, language);
  const listed = (source.features ?? []).map(fit).filter((feature): feature is string => feature !== null);
  const candidates = splitDescription(source.description, language)
    .filter((piece) => !notAFeature.test(piece))
    .map(fit)
    .filter((feature): feature is string => feature !== null && !repeatsTitle(feature, titleTerms, language))
    .filter((feature, index, all) => all.indexOf(feature) === index && !listed.includes(feature));
  const room = Math.max(0, limits.count - listed.length);
  if (room === 0 || candidates.length === 0) return listed.slice(0, limits.count).map((feature) => endSentence(feature, isCjk));
  const scores = rankSentences(candidates.map((candidate) => extractSentenceTerms(candidate, language)));
  // Best first; equal scores (two sentences, or none sharing a word) keep the description's order.
  const chosen = candidates
    .map((text, position) => ({ text, position, score: scores[position]! }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, room)
    .sort((a, b) => a.position - b.position)
    .map((candidate) => candidate.text);
  return [...listed, ...chosen].map((feature) => endSentence(feature, isCjk));
}

/** A description's bullet points and sentences, bullets and numbering taken off. */
function splitDescription(description: string, language: ScriptLanguage): string[] {
  let segmenter = sentenceSegmenters.get(language.locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language.locale, { granularity: 'sentence' });
    sentenceSegmenters.set(language.locale, segmenter);
  }
  const pieces: string[] = [];
  const lines = description
    .normalize('NFC')
    .replace(/\r\n?/gu, '\n')
    .replace(/\(\s*(?:\.\.\.|…)\s*\)|\[\s*(?:\.\.\.|…)\s*\]/gu, ' ')
    // Bullets run together on one line ("• Quiet • Light") are a list all the same.
    .split(/\n|\s[•◦▪●■►✓✔|]\s|[；;](?=\s|\p{Script=Han})/u);
  for (const line of lines) {
    const text = line.replace(/\s+/gu, ' ').trim().replace(bulletMark, '').trim();
    if (!text) continue;
    for (const { segment } of segmenter.segment(text)) {
      const sentence = segment.trim();
      if (sentence) pieces.push(sentence);
    }
  }
  return pieces;
}

/** The piece as one sayable sentence within the limit, or null: cut at the last clause break that fits, never inside a phrase. */
function fitFeature(piece: string, language: ScriptLanguage, maxUnits: number): string | null {
  const text = piece
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[\s\-–—*•:：]+/u, '');
  const units = measureSpokenUnits(text, language);
  const minimum = minimumUnits[language.lengthUnit];
  if (units < minimum || !/\p{L}/u.test(text)) return null;
  if (units <= maxUnits) return text;
  let best: string | null = null;
  for (const match of text.matchAll(clauseBreak)) {
    const head = text.slice(0, match.index).trim();
    const headUnits = measureSpokenUnits(head, language);
    if (headUnits > maxUnits) break;
    if (headUnits >= minimum * 2) best = head;
  }
  return best;
}

/** A piece whose words are all in the title adds nothing the name does not say. */
function repeatsTitle(feature: string, titleTerms: ReadonlySet<string>, language: ScriptLanguage): boolean {
  const terms = [...extractSentenceTerms(feature, language)];
  return terms.length > 0 && terms.every((term) => titleTerms.has(term));
}

/** A feature said as a sentence: its first letter up (Latin and other cased scripts), a full stop of the language at its end. */
function endSentence(feature: string, isCjk: boolean): string {
  const trimmed = feature.replace(/[\s,;:，；：、]+$/u, '');
  // "compact design" → "Compact design"; "iPhone case" and "USB-C port" keep their letters.
  const capitalised = /^\p{Ll}+(?:[\s,]|$)/u.test(trimmed) ? trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1) : trimmed;
  if (sentenceEnd.test(capitalised)) return capitalised;
  return `${capitalised}${isCjk ? '。' : '.'}`;
}
