import { describe, expect, it } from 'vitest';
import { findPdfTitle } from './find-pdf-title.ts';
import type { PdfLine } from './pdf-page-text.ts';

const line = (text: string, fontSizePt = 11): PdfLine => ({ text, fontSizePt });
const body = Array.from({ length: 12 }, (_, index) => line(`Body line ${index + 1} runs on with the words of a paragraph set in the page's body type.`));

describe('findPdfTitle', () => {
  it('takes the largest line among the first ones when it is clearly larger than the body', () => {
    expect(findPdfTitle([line('Running header', 9), line('Why Cities Plant Trees', 24), line('A subtitle of the piece', 14), ...body], undefined)).toBe(
      'Why Cities Plant Trees',
    );
  });

  it('joins a heading set on two lines', () => {
    expect(findPdfTitle([line('Why Cities Plant', 24), line('So Many Trees', 24.2), ...body], undefined)).toBe('Why Cities Plant So Many Trees');
  });

  it('keeps the metadata’s spelling when it says the same as a heading in capitals, and the heading when they differ', () => {
    const lines = [line('THE DIGITAL MILLENNIUM COPYRIGHT ACT OF 1998', 15), ...body];
    expect(findPdfTitle(lines, 'The Digital Millennium Copyright Act of 1998')).toBe('The Digital Millennium Copyright Act of 1998');
    expect(findPdfTitle(lines, 'Template for summaries')).toBe('THE DIGITAL MILLENNIUM COPYRIGHT ACT OF 1998');
  });

  it('takes the metadata’s title when no line stands out, unless a tool wrote it', () => {
    expect(findPdfTitle(body, '  Rivers and   their floods ')).toBe('Rivers and their floods');
    for (const toolTitle of ['Microsoft Word - draft.docx', 'Untitled', 'Untitled-3', 'report.pdf', 'Document1', 'Slide 1']) {
      expect(findPdfTitle(body, toolTitle)).toBe('');
    }
    expect(findPdfTitle([], undefined)).toBe('');
  });

  it('takes no line that is only slightly larger, far down the page, or not words', () => {
    expect(findPdfTitle([line('Barely larger than the body', 12.5), ...body], undefined)).toBe('');
    expect(findPdfTitle([...body, line('Figure 3 in large type', 30)], undefined)).toBe('');
    expect(findPdfTitle([line('12', 30), ...body], 'Rivers')).toBe('Rivers');
  });
});
