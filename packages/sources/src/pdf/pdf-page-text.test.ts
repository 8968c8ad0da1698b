import { describe, expect, it } from 'vitest';
import { buildPdfPageLines, buildPdfPageText, type PdfTextItem } from './pdf-page-text.ts';

/** A horizontal item at (x, y) in a font of `size` points, as wide as 0.5 em per character. */
function item(str: string, x: number, y: number, options: { size?: number; hasEOL?: boolean; rotated?: boolean } = {}): PdfTextItem {
  const size = options.size ?? 12;
  const transform = options.rotated ? [0, size, -size, 0, x, y] : [size, 0, 0, size, x, y];
  return { str, hasEOL: options.hasEOL ?? false, transform, width: str.length * size * 0.5, height: str.trim() === '' ? 0 : size };
}

/** The page's text, as the PDF text thread builds it. */
const pageText = (items: readonly PdfTextItem[]) => buildPdfPageText(buildPdfPageLines(items));

describe('buildPdfPageLines and buildPdfPageText', () => {
  it('ends lines where pdf.js marks them and joins items between', () => {
    const items = [item('Table Of', 100, 700), item(' ', 148, 700), item('Content', 151, 700, { hasEOL: true }), item('page 1', 100, 680)];
    expect(pageText(items)).toBe('Table Of Content\npage 1');
  });

  it('ends a line at a baseline jump pdf.js did not mark, when the text starts again elsewhere', () => {
    expect(pageText([item('First line', 100, 700), item('Second line', 100, 686)])).toBe('First line\nSecond line');
  });

  it('keeps a superscript raised a whole em on its line (pdf.js text_rise_eol_bug)', () => {
    const items = [item('E = mc', 100, 700), item('2', 136, 712, { size: 8 }), item(' ', 140, 712), item('is mass.', 143, 700)];
    expect(pageText(items)).toBe('E = mc2 is mass.');
  });

  it('leaves rotated text to the line ends pdf.js marks', () => {
    // Upright, the second item would start a new line: its baseline is 3 em higher and it starts 3 em back.
    const items = [item('Upward', 100, 100, { rotated: true }), item('ly', 100, 136, { rotated: true, hasEOL: true }), item('Next', 50, 100)];
    expect(pageText(items)).toBe('Upwardly\nNext');
    expect(pageText([item('Upward', 100, 100), item('ly', 100, 136)])).toBe('Upward\nly');
  });

  it('collapses whitespace and control characters, trims lines and drops empty ones', () => {
    const items = [
      item('  a\u00a0\u00a0b\t', 0, 700, { hasEOL: true }),
      item('', 0, 690, { hasEOL: true }),
      item('   ', 0, 680, { hasEOL: true }),
      item('c\u0081d', 0, 670),
    ];
    expect(pageText(items)).toBe('a b\nc d');
  });

  it('gives an empty string for a page without text', () => {
    expect(pageText([])).toBe('');
    expect(pageText([item('', 0, 0, { hasEOL: true })])).toBe('');
  });

  it('sets a heading and a subtitle apart from the body with blank lines, where the type size changes', () => {
    const items = [
      item('Why Cities Plant Trees', 72, 760, { size: 24, hasEOL: true }),
      item('How shade, quiet streets and lower bills change a neighbourhood', 72, 730, { size: 14, hasEOL: true }),
      item('Trees cool the streets in summer, and they clean', 72, 700, { size: 11, hasEOL: true }),
      item('the air that people breathe.', 72, 686, { size: 11 }),
    ];
    expect(buildPdfPageLines(items).map((line) => line.fontSizePt)).toEqual([24, 14, 11, 11]);
    expect(pageText(items)).toBe(
      'Why Cities Plant Trees\n\nHow shade, quiet streets and lower bills change a neighbourhood\n\nTrees cool the streets in summer, and they clean\nthe air that people breathe.',
    );
  });

  it('keeps a line that holds a smaller superscript in its paragraph (a line is as large as its largest item)', () => {
    const items = [
      item('Signed into law by', 72, 700, { hasEOL: false }),
      item('1', 180, 705, { size: 7 }),
      item('', 190, 700, { hasEOL: true }),
      item('the President.', 72, 686),
    ];
    expect(pageText(items)).toBe('Signed into law by1\nthe President.');
  });
});
