import { endsWithAbbreviation } from './ends-with-abbreviation.ts';

/** A line that ends a sentence: its last mark, then closing quotes or brackets. */
const endsSentence = /[.!?…。！？؟।۔።:：]["'”’»)\]」』）]*$/u;
/** A line that goes on from the one before: it starts in lowercase, with a digit that is not a list number, or with a connecting mark. */
const continuesSentence = /^(?:\p{Ll}|\d(?!\d*[.)]\s)|[,;，；、)）])/u;
/** A wrapped line is long; a heading, a caption or a list item without a full stop is short. */
const wrappedLineCharacters = { spaced: 40, cjk: 15 } as const;
const cjkCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The source as paragraphs of running text. Links and citation marks
 * ([1], [citation needed]) are taken out. Lines are joined back into their
 * paragraph where the text was only wrapped (PDF pages come as one line per
 * printed line): a line that does not end a sentence goes on into the next
 * when it is long, as wrapped lines are, or when the next one starts in
 * lowercase; a word hyphenated across the break is joined. Blank lines,
 * short unpunctuated lines (headings) and lines that end a sentence keep
 * their break.
 */
export function readSourceParagraphs(sourceText: string): string[] {
  const text = sourceText
    .normalize('NFC')
    .replace(/\r\n?/gu, '\n')
    .replace(/https?:\/\/\S+|www\.\S+/gu, '')
    .replace(/\[(?:\d+|citation needed|edit)\]/giu, '')
    .replace(/[ \t\u00a0]+/gu, ' ');
  const paragraphs: string[] = [];
  let paragraph = '';
  let lastLine = '';
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (!line || !paragraph || !isWrapped(lastLine, line)) {
      if (paragraph) paragraphs.push(paragraph);
      paragraph = line;
    } else if (/\p{L}-$/u.test(paragraph) && /^\p{Ll}/u.test(line)) {
      paragraph = paragraph.slice(0, -1) + line;
    } else {
      paragraph = `${paragraph} ${line}`;
    }
    lastLine = line;
  }
  if (paragraph) paragraphs.push(paragraph);
  return paragraphs;
}

function isWrapped(line: string, next: string): boolean {
  if (endsSentence.test(line) && !endsWithAbbreviation(line)) return false;
  if (continuesSentence.test(next)) return true;
  return [...line].length >= (cjkCharacter.test(line) ? wrappedLineCharacters.cjk : wrappedLineCharacters.spaced);
}
