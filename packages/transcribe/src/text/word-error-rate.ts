const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * The words WER compares: Unicode word segmentation (UAX #29, dictionary
 * words for Chinese, Japanese and Thai), lowercased, punctuation left out.
 * "don't" stays one word (its apostrophe dropped), "well-known" is two,
 * numbers stay as written ("3.5", "1,000"), never spelled out.
 */
export function normalizeWords(text: string): string[] {
  const words: string[] = [];
  for (const segment of wordSegmenter.segment(text.normalize('NFKC').toLowerCase())) {
    if (!segment.isWordLike) continue;
    const word = segment.segment.replace(/['’‘]/gu, '');
    if (word) words.push(word);
  }
  return words;
}

/**
 * Word error rate: (S+D+I)/N over normalised words (lowercase, punctuation
 * stripped, numbers as written), N the reference's word count, from the
 * Levenshtein distance between the two word sequences. It can exceed 1 when
 * the hypothesis inserts many words. An empty reference gives 0 for an empty
 * hypothesis and 1 otherwise.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const expected = normalizeWords(reference);
  const heard = normalizeWords(hypothesis);
  if (expected.length === 0) return heard.length === 0 ? 0 : 1;
  // One row of the edit-distance table at a time: distances from the first i reference words to each hypothesis prefix.
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let i = 1; i <= expected.length; i++) {
    const row = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution = (previous[j - 1] as number) + (expected[i - 1] === heard[j - 1] ? 0 : 1);
      row.push(Math.min(substitution, (previous[j] as number) + 1, (row[j - 1] as number) + 1));
    }
    previous = row;
  }
  return (previous[heard.length] as number) / expected.length;
}
