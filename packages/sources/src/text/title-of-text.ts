const maxTitleLength = 80;
/** A first sentence short enough to be a title, up to its full stop: a Latin one (at least 10 characters, so not 'Dr.') ends before a space, a Chinese one at its mark. */
const firstSentence = /^(.{10,80}?[.!?](?=\s|$)|.{4,80}?[。！？])/u;

/**
 * A pasted text's title: its first line when that is short, else the first
 * sentence of that line when it is (a headline pasted without a line break
 * after it, as text copied from a web page often is), else the line cut at a
 * word before 80 characters, with an ellipsis. A full stop ending a title
 * is dropped; a question or exclamation mark stays.
 */
export function titleOfText(text: string): string {
  const line =
    text
      .split('\n')
      .find((candidate) => candidate.trim())
      ?.trim()
      .replace(/\s+/gu, ' ') ?? '';
  if (line.length <= maxTitleLength) return line;
  const sentence = firstSentence.exec(line)?.[1];
  if (sentence) return sentence.replace(/[.。]$/u, '');
  const cut = line.slice(0, maxTitleLength - 1);
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > maxTitleLength / 2 ? cut.slice(0, wordEnd) : cut).trimEnd()}…`;
}
