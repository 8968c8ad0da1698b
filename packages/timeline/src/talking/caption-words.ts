/**
 * The speech engine's words as the script wrote them, punctuation included:
 * each word is found in the script after the previous one, and takes the
 * marks that touch it (opening quotes before, commas, stops and closing
 * quotes after), so captions read "Hello, I am here." and not "Hello I am here".
 * A word the script does not contain (an engine's normalisation) is kept as it came.
 * Any other field of a word (its timing) is kept.
 */
export function captionWords<Word extends { text: string }>(script: string, words: readonly Word[]): Word[] {
  let cursor = 0;
  return words.map((word) => {
    const at = word.text ? script.indexOf(word.text, cursor) : -1;
    if (at < 0) return word;
    let start = at;
    while (start > cursor && isAttachedMark(script[start - 1] ?? '')) start -= 1;
    let end = at + word.text.length;
    while (end < script.length && isAttachedMark(script[end] ?? '')) end += 1;
    cursor = end;
    return { ...word, text: script.slice(start, end) };
  });
}

function isAttachedMark(character: string): boolean {
  return /[\p{P}\p{S}]/u.test(character);
}
