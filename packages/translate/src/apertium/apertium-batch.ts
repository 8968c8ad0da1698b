/**
 * Many texts through one run of Apertium. Each line of each text becomes an
 * HTML paragraph with its own id (`apertium -f html` translates what is
 * between tags and gives the tags back untouched), so lines never merge,
 * the ids say which translation is whose, and the newlines, blank lines
 * and the spaces around each line are put back exactly as they were.
 */
export interface ApertiumBatch {
  /** The HTML to send. Empty when no line has anything to translate. */
  html: string;
  /** How many paragraphs it holds. */
  paragraphCount: number;
  /** The texts again, each paragraph's translation in its place. Throws BatchMismatch when the answer's paragraphs are not the ones sent. */
  readAnswer(html: string): string[];
}

/** Apertium's answer did not hold the paragraphs sent, in order. */
export class BatchMismatch extends Error {
  override name = 'BatchMismatch';
}

type Piece = { kind: 'kept'; text: string } | { kind: 'translated'; index: number; before: string; after: string };

export function createApertiumBatch(texts: readonly string[]): ApertiumBatch {
  const paragraphs: string[] = [];
  const pieces: Piece[][] = texts.map((text) =>
    text.split(/(\r\n|\r|\n)/u).map((part, position): Piece => {
      // split with a capture group: odd positions are the line breaks themselves.
      if (position % 2 === 1) return { kind: 'kept', text: part };
      const match = /^(\s*)([\s\S]*?)(\s*)$/u.exec(part)!;
      const content = match[2]!;
      if (!/[\p{L}\p{N}]/u.test(content)) return { kind: 'kept', text: part };
      paragraphs.push(content);
      return { kind: 'translated', index: paragraphs.length - 1, before: match[1]!, after: match[3]! };
    }),
  );
  const html = paragraphs.map((content, index) => `<p id="u${index}">${escapeHtml(content)}</p>`).join('\n');

  return {
    html,
    paragraphCount: paragraphs.length,
    readAnswer(answer: string): string[] {
      const translations = readParagraphs(answer, paragraphs.length);
      return pieces.map((line) =>
        line
          .map((piece) => {
            if (piece.kind === 'kept') return piece.text;
            const source = paragraphs[piece.index]!;
            const translation = translations[piece.index]!;
            // Apertium leaves two spaces where it drops a word ("—  es"); the source's own runs of spaces stay.
            const tidy = / {2}/u.test(source) ? translation : translation.replace(/ {2,}/gu, ' ');
            return `${piece.before}${tidy.trim()}${piece.after}`;
          })
          .join(''),
      );
    },
  };
}

function readParagraphs(answer: string, expectedCount: number): string[] {
  const translations: string[] = [];
  const paragraph = /<p id="u(\d+)">([\s\S]*?)<\/p>/gu;
  let end = 0;
  for (const match of answer.matchAll(paragraph)) {
    const between = answer.slice(end, match.index);
    if (between.trim()) throw new BatchMismatch(`text outside the paragraphs: ${JSON.stringify(between.slice(0, 60))}`);
    if (Number(match[1]) !== translations.length) throw new BatchMismatch(`paragraph u${match[1]} where u${translations.length} was expected`);
    translations.push(unescapeHtml(match[2]!));
    end = match.index + match[0].length;
  }
  if (answer.slice(end).trim()) throw new BatchMismatch(`text after the last paragraph: ${JSON.stringify(answer.slice(end, end + 60))}`);
  if (translations.length !== expectedCount) throw new BatchMismatch(`${translations.length} paragraphs came back for ${expectedCount} sent`);
  return translations;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const namedEntities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Apertium's html format answers `&amp;`, `&lt;`, `&gt;` as sent and may write others by name or number. */
function unescapeHtml(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/giu, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal || hex) {
      const codePoint = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return namedEntities[name!.toLowerCase()] ?? entity;
  });
}
