const maxTitleLength = 80;
/** A first sentence short enough to be a title, up to its full stop: a Latin one (at least 10 characters, so not 'Dr.') ends before a space, a Chinese one at its mark. */
const firstSentence = /^(.{10,80}?[.!?](?=\s|$)|.{4,80}?[。！？])/u;

/** A pasted text parted into its title and the text that is said. */
export interface TitledText {
  title: string;
  /** The text without the line or the sentence the title was taken from; the whole text when the title is only a cut of it. */
  body: string;
}

/**
 * A pasted text's title, taken out of the text so that it is not said twice
 * (once as the title a podcast opens with, once as its first sentence): the
 * first line when that is short (a heading), else the first sentence of that
 * line when it is short (a headline pasted without a line break after it, as
 * text copied from a web page often is), else the line cut at a word before
 * 80 characters, with an ellipsis, and then nothing is taken out. A full stop
 * ending a title is dropped; a question or exclamation mark stays. A text
 * that is nothing but its title keeps it as its body.
 */
export function splitTextTitle(text: string): TitledText {
  const trimmed = text.trim();
  const lineEnd = trimmed.indexOf('\n');
  const rawLine = lineEnd === -1 ? trimmed : trimmed.slice(0, lineEnd);
  const line = rawLine.trim().replace(/\s+/gu, ' ');
  const rest = lineEnd === -1 ? '' : trimmed.slice(lineEnd + 1).trim();
  if (line.length <= maxTitleLength) return { title: line.replace(/[.。]$/u, ''), body: rest || trimmed };
  const sentence = firstSentence.exec(line)?.[1];
  if (sentence) {
    const lineAfter = line.slice(sentence.length).trim();
    return { title: sentence.replace(/[.。]$/u, ''), body: [lineAfter, rest].filter(Boolean).join('\n') };
  }
  const cut = line.slice(0, maxTitleLength - 1);
  const wordEnd = cut.lastIndexOf(' ');
  return { title: `${(wordEnd > maxTitleLength / 2 ? cut.slice(0, wordEnd) : cut).trimEnd()}…`, body: trimmed };
}
