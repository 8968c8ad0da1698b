import { measureScriptShare, type ScriptLanguage } from '../language/script-language.ts';
import { measureSpokenUnits, podcastTargetMinutes, turnTargetSeconds, unitsForSeconds } from '../language/spoken-length.ts';
import { WriterError, type PodcastRequest, type PodcastTurn } from '../script-types.ts';
import { findPodcastPhrasing, type PodcastPhrasing } from './podcast-phrasing.ts';
import { rankSentences } from './rank-sentences.ts';
import { extractSentenceTerms } from './sentence-terms.ts';
import { splitSourceSentences, type SourceSentence } from './split-source-sentences.ts';

/** Fewer speakable sentences than this is not a conversation. */
const minimumSentences = 3;
/** Below this share of its letters in the language's writing, the source is in another language: extraction cannot translate. */
const minimumScriptShare = 0.5;
/** Sentences sharing this share of their terms say the same thing (a pull quote, a repeated lede): only the first is kept. */
const duplicateOverlap = 0.6;
/** The length is settled when the whole script is within this share of the target (the tests hold it to ±15 %). */
const lengthTolerance = 0.02;
const maxLengthPasses = 6;

/**
 * A two-host podcast made of the source's own sentences. The sentences are
 * ranked by TextRank; the best ones are kept, in the source's order, until
 * the script (with the few added phrases) is as long as the chosen duration
 * at the language's speaking rate. A source shorter than that is used
 * whole: the script is then shorter, and says nothing it does not. The
 * kept sentences are dealt into turns near the chosen turn length, host 1
 * and host 2 strictly alternating; English and Chinese get a greeting, short
 * replies and a sign-off naming the title, other languages nothing added.
 */
export function writeExtractivePodcast(request: PodcastRequest, language: ScriptLanguage): PodcastTurn[] {
  const phrasing = findPodcastPhrasing(language);
  const title = shortenTitle(request.title);
  const sourceSentences = splitSourceSentences(request.sourceText, language);
  const sentences = phrasing ? withoutTitle(sourceSentences, [request.title, title]) : sourceSentences;
  if (sentences.length < minimumSentences) {
    throw new WriterError(
      'source_too_short',
      `The source has ${sentences.length === 0 ? 'no complete sentences' : `only ${sentences.length} complete sentence${sentences.length === 1 ? '' : 's'}`}; a podcast needs at least ${minimumSentences}. Use a longer text.`,
    );
  }
  if (measureScriptShare(sentences.map((sentence) => sentence.text).join(' '), language) < minimumScriptShare) {
    throw new WriterError(
      'needs_language_model',
      `The source is not written in ${language.label}; a ${language.label} podcast from it needs a language model this server does not have.`,
    );
  }
  const terms = sentences.map((sentence) => extractSentenceTerms(sentence.text, language));
  const scores = rankSentences(terms);
  const ranked = sentences.map((_, index) => index).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const targetUnits = unitsForSeconds(podcastTargetMinutes[request.duration] * 60, language);
  const turnUnits = unitsForSeconds(turnTargetSeconds[request.turnLength], language);

  // The added phrases take some of the length: choose, measure the whole script, correct the sentence budget, choose again.
  let budgetUnits = targetUnits;
  let best: { turns: PodcastTurn[]; errorUnits: number } | undefined;
  for (let pass = 0; pass < maxLengthPasses; pass += 1) {
    const chosen = chooseSentences(ranked, sentences, terms, budgetUnits);
    const turns = composeTurns(dealIntoTurns(chosen, turnUnits), phrasing, title, request.hostNames, language);
    const totalUnits = turns.reduce((sum, turn) => sum + measureSpokenUnits(turn.text, language), 0);
    const errorUnits = totalUnits - targetUnits;
    if (!best || Math.abs(errorUnits) < Math.abs(best.errorUnits)) best = { turns, errorUnits };
    const everything = chosen.length === sentences.length && errorUnits < 0;
    if (Math.abs(errorUnits) <= targetUnits * lengthTolerance || everything) break;
    budgetUnits -= errorUnits;
  }
  return best!.turns;
}

/**
 * The opening and the sign-off name the title: a sentence that only says
 * the title again (a heading asked as a question, a headline left in the
 * text) is not said a second time.
 */
function withoutTitle(sentences: SourceSentence[], titles: readonly string[]): SourceSentence[] {
  const titleKeys = new Set(titles.map(comparisonKey).filter(Boolean));
  if (titleKeys.size === 0) return sentences;
  return sentences.filter((sentence) => !titleKeys.has(comparisonKey(sentence.text))).map((sentence, position) => ({ ...sentence, position }));
}

/** Letters and digits only, lowercased: 'Why plant trees?' and 'why plant trees' say the same. */
function comparisonKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The highest-ranked sentences that fit the budget, skipping near-repeats, in the source's order. */
function chooseSentences(ranked: number[], sentences: SourceSentence[], terms: Set<string>[], budgetUnits: number): SourceSentence[] {
  const chosen: number[] = [];
  let totalUnits = 0;
  for (const index of ranked) {
    if (totalUnits >= budgetUnits * (1 - lengthTolerance / 2)) break;
    const sentence = sentences[index]!;
    if (totalUnits + sentence.units > budgetUnits * (1 + lengthTolerance / 2)) continue;
    if (chosen.some((other) => shareOfTerms(terms[index]!, terms[other]!) >= duplicateOverlap)) continue;
    chosen.push(index);
    totalUnits += sentence.units;
  }
  return chosen.sort((a, b) => a - b).map((index) => sentences[index]!);
}

function shareOfTerms(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / Math.min(a.size, b.size);
}

/**
 * Groups consecutive sentences into turns: a sentence joins the turn when
 * that brings the turn nearer the target length, else it starts the next.
 * Always two turns at least, so that both hosts speak.
 */
function dealIntoTurns(sentences: SourceSentence[], turnUnits: number): SourceSentence[][] {
  const turns: SourceSentence[][] = [];
  let current: SourceSentence[] = [];
  let currentUnits = 0;
  for (const sentence of sentences) {
    if (current.length > 0 && Math.abs(currentUnits + sentence.units - turnUnits) > Math.abs(currentUnits - turnUnits)) {
      turns.push(current);
      current = [];
      currentUnits = 0;
    }
    current.push(sentence);
    currentUnits += sentence.units;
  }
  if (current.length > 0) turns.push(current);
  if (turns.length === 1 && sentences.length >= 2) {
    const half = Math.ceil(sentences.length / 2);
    return [sentences.slice(0, half), sentences.slice(half)];
  }
  return turns;
}

function composeTurns(
  groups: SourceSentence[][],
  phrasing: PodcastPhrasing | undefined,
  title: string,
  hostNames: readonly [string, string] | undefined,
  language: ScriptLanguage,
): PodcastTurn[] {
  const sentenceJoiner = language.locale.startsWith('zh') || language.locale.startsWith('ja') ? '' : ' ';
  const turns: PodcastTurn[] = groups.map((group, index) => {
    const said = group.map((sentence) => sentence.text).join(sentenceJoiner);
    const lead = !phrasing ? '' : index === 0 ? phrasing.opening(title, hostNames) : phrasing.reply(index, said, hostNames);
    return { host: index % 2 === 0 ? 1 : 2, text: lead ? `${lead}${phrasing!.joiner}${said}` : said };
  });
  if (phrasing) {
    const host = turns.length % 2 === 0 ? 1 : 2;
    turns.push({ host, text: phrasing.closing(title, host, hostNames) });
  }
  return turns;
}

/**
 * Page titles carry the site's name ("… | Code", "Mozilla - Wikipedia",
 * "…_科技_腾讯网"): the first part is the article's, unless it is much
 * shorter than another ("BBC News - Obama admits …").
 */
function shortenTitle(title: string): string {
  const parts = title
    .split(/\s+[|–—-]\s+|_/u)
    .map((part) => part.trim())
    .filter(Boolean);
  const first = parts[0] ?? '';
  const longest = parts.reduce((best, part) => ([...part].length > [...best].length ? part : best), first);
  return [...first].length * 2 >= [...longest].length ? first : longest;
}
