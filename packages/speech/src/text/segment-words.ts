/** A word of the input as shown in captions; offsets index the text it was cut from. */
export interface TextWord {
  text: string;
  start: number;
  end: number;
}

/**
 * Scripts written without spaces between words: Han, Hiragana, Katakana,
 * Thai, Lao, Khmer, Myanmar. Text in them is cut with ICU's dictionary-based
 * word segmentation (Intl.Segmenter), so "今天天气很好" is 今天 / 天气 / 很好.
 */
const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Punctuation stripped from word edges; the marks that are spoken (% ‰ # @ &) stay, and symbols ($ € °) are not punctuation. */
const edgePunctuation = /^(?:(?![%‰#@&])\p{P})+|(?:(?![%‰#@&])\p{P})+$/gu;
/** Dotted abbreviations (e.g., U.S.A., Dr.) keep their final period in the word. */
const dottedAbbreviation = /^(?:\p{L}\.){2,}$|^(?:Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|vs|etc)\.$/u;

/**
 * The word unit of this package, used for word timings, captions and tests:
 * in spaced scripts a run of non-space characters without its surrounding
 * punctuation (so "well-known", "12,000", "https://a.io/x" and "e.g." are one
 * word each); in unspaced scripts an ICU word-like segment. Runs of pure
 * punctuation or symbols are not words.
 */
export function segmentWords(text: string, locale: string): TextWord[] {
  const words: TextWord[] = [];
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  for (const chunk of text.matchAll(/\S+/gu)) {
    const chunkStart = chunk.index;
    if (unspacedScript.test(chunk[0])) {
      words.push(...segmentUnspaced(chunk[0], chunkStart, segmenter));
      continue;
    }
    const word = trimPunctuation(chunk[0]);
    if (!word) continue;
    const start = chunkStart + chunk[0].indexOf(word.text);
    words.push({ text: word.text, start, end: start + word.text.length });
  }
  return words;
}

/** Number of words in the text, counted as `segmentWords` counts them. */
export function countWords(text: string, locale: string): number {
  return segmentWords(text, locale).length;
}

function trimPunctuation(chunk: string): { text: string } | undefined {
  const bare = chunk.replace(edgePunctuation, '');
  if (!/[\p{L}\p{N}]/u.test(bare)) return undefined;
  const withPeriod = `${bare}.`;
  if (chunk.includes(withPeriod) && dottedAbbreviation.test(withPeriod)) return { text: withPeriod };
  return { text: bare };
}

/** ICU word-like segments; a unit symbol (% ‰ °) or currency sign joins the number beside it, as it is read with it. */
function segmentUnspaced(chunk: string, chunkStart: number, segmenter: Intl.Segmenter): TextWord[] {
  const words: TextWord[] = [];
  let pendingCurrencyStart: number | undefined;
  for (const segment of segmenter.segment(chunk)) {
    const start = chunkStart + segment.index;
    const end = start + segment.segment.length;
    const previous = words.at(-1);
    if (/^[%‰°]$/u.test(segment.segment) && previous && previous.end === start && /\d$/u.test(previous.text)) {
      previous.text += segment.segment;
      previous.end = end;
    } else if (/^[$€£¥₹]$/u.test(segment.segment)) {
      pendingCurrencyStart = start;
    } else if (segment.isWordLike) {
      const wordStart = pendingCurrencyStart !== undefined && /^\d/u.test(segment.segment) ? pendingCurrencyStart : start;
      words.push({ text: chunk.slice(wordStart - chunkStart, end - chunkStart), start: wordStart, end });
    }
    if (!/^[$€£¥₹]$/u.test(segment.segment)) pendingCurrencyStart = undefined;
  }
  return words;
}
