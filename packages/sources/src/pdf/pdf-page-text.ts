/** The fields of a pdf.js `TextItem` that line reconstruction reads. */
export interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  /** [a, b, c, d, x, y]: the baseline origin is (x, y), y up, in PDF points. */
  transform: readonly number[];
  /** Advance along the baseline, in points. */
  width: number;
  /** Font size in points (0 for the space items pdf.js inserts). */
  height: number;
}

/** A baseline move past this share of the taller font size may start a new line. */
const newLineShareOfFontSize = 0.8;
/** How near, as a share of the taller font size, an item starts to where the one before ended, to continue its line. */
const continuedLineShareOfFontSize = 1;

/** One line of a page as printed: its text and its type size. */
export interface PdfLine {
  text: string;
  /** The largest font size of its upright items, in points (a superscript does not make a line smaller); 0 for rotated text. */
  fontSizePt: number;
}

/**
 * Where the type size changes by more than this share between two lines, a
 * heading, a subtitle or a caption meets the body: not one paragraph.
 */
const paragraphBreakSizeRatio = 1.1;

/**
 * One page's text items → its lines, in content order. pdf.js marks most line
 * ends itself (`hasEOL`); a baseline jump it did not mark also ends a line,
 * unless the text goes on from where the item before ended: a superscript or
 * a subscript (`mc²`, raised a whole em in some files) stays on its line.
 * Spaces inside a line are the ones pdf.js put between items; runs of
 * whitespace collapse to one space and empty lines are dropped.
 */
export function buildPdfPageLines(items: readonly PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let line = { text: '', fontSizePt: 0 };
  const endLine = () => {
    const text = line.text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
    if (text !== '') lines.push({ text, fontSizePt: line.fontSizePt });
    line = { text: '', fontSizePt: 0 };
  };
  let previous: PdfTextItem | undefined;
  for (const item of items) {
    if (previous && line.text !== '' && item.str !== '' && isOnNewLine(previous, item)) endLine();
    line.text += item.str;
    // Vertical and rotated text keeps no size: pdf.js measures its items along another axis.
    if (item.str.trim() !== '' && !isRotated(item)) line.fontSizePt = Math.max(line.fontSizePt, item.height);
    if (item.hasEOL) endLine();
    if (item.str.trim() !== '') previous = item;
  }
  endLine();
  return lines;
}

/**
 * A page's lines as text: a newline between lines, a blank line where the
 * type size changes (a heading or a subtitle stands apart from the body, so
 * a reader that joins wrapped lines does not glue it to the first sentence).
 */
export function buildPdfPageText(lines: readonly PdfLine[]): string {
  return lines
    .map((line, index) => {
      const before = lines[index - 1];
      if (!before) return line.text;
      return `${isSizeChange(before, line) ? '\n\n' : '\n'}${line.text}`;
    })
    .join('');
}

function isSizeChange(a: PdfLine, b: PdfLine): boolean {
  const larger = Math.max(a.fontSizePt, b.fontSizePt);
  const smaller = Math.min(a.fontSizePt, b.fontSizePt);
  return smaller > 0 && larger / smaller > paragraphBreakSizeRatio;
}

function isOnNewLine(previous: PdfTextItem, item: PdfTextItem): boolean {
  // Rotated or vertical text moves along y within a line: leave those to hasEOL.
  if (isRotated(previous) || isRotated(item)) return false;
  const fontSize = Math.max(previous.height, item.height, 1);
  const baselineShift = Math.abs((item.transform[5] ?? 0) - (previous.transform[5] ?? 0));
  const gapAfterPrevious = (item.transform[4] ?? 0) - ((previous.transform[4] ?? 0) + previous.width);
  return baselineShift > newLineShareOfFontSize * fontSize && Math.abs(gapAfterPrevious) > continuedLineShareOfFontSize * fontSize;
}

function isRotated(item: PdfTextItem): boolean {
  return (item.transform[1] ?? 0) !== 0 || (item.transform[2] ?? 0) !== 0;
}
