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

/**
 * One page's text items → its lines, in content order. pdf.js marks most line
 * ends itself (`hasEOL`); a baseline jump it did not mark also ends a line,
 * unless the text goes on from where the item before ended: a superscript or
 * a subscript (`mc²`, raised a whole em in some files) stays on its line.
 * Spaces inside a line are the ones pdf.js put between items; runs of
 * whitespace collapse to one space and empty lines are dropped.
 */
export function buildPdfPageText(items: readonly PdfTextItem[]): string {
  const lines: string[] = [];
  let line = '';
  let previous: PdfTextItem | undefined;
  for (const item of items) {
    if (previous && line !== '' && item.str !== '' && isOnNewLine(previous, item)) {
      lines.push(line);
      line = '';
    }
    line += item.str;
    if (item.hasEOL) {
      lines.push(line);
      line = '';
    }
    if (item.str.trim() !== '') previous = item;
  }
  lines.push(line);
  return lines
    .map((text) => text.replace(/[\s\p{Cc}]+/gu, ' ').trim())
    .filter((text) => text !== '')
    .join('\n');
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
