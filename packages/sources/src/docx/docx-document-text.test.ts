import { describe, expect, it } from 'vitest';
import { docxDocumentToText, type DocxElement } from './docx-document-text.ts';

const text = (value: string): DocxElement => ({ type: 'text', value });
const run = (...children: DocxElement[]): DocxElement => ({ type: 'run', children });
const paragraph = (...children: DocxElement[]): DocxElement => ({ type: 'paragraph', children });

describe('docxDocumentToText', () => {
  it("gives mammoth's raw text for paragraphs, tabs and nested runs", () => {
    const document: DocxElement = {
      type: 'document',
      children: [paragraph(run(text('Name'), { type: 'tab' }, text('Value'))), { type: 'hyperlink', children: [paragraph(run(text('Linked')))] }],
    };
    expect(docxDocumentToText(document)).toBe('Name\tValue\n\nLinked\n\n');
  });

  it('keeps line breaks and makes page and column breaks paragraph ends', () => {
    const document: DocxElement = {
      type: 'document',
      children: [
        paragraph(run(text('line one'), { type: 'break', breakType: 'line' }, text('line two'), { type: 'break', breakType: 'page' }, text('next page'))),
      ],
    };
    expect(docxDocumentToText(document)).toBe('line one\nline two\n\nnext page\n\n');
  });

  it('reads tables cell by cell and adds nothing for note references or images', () => {
    const cell = (value: string): DocxElement => ({ type: 'tableCell', children: [paragraph(run(text(value)))] });
    const document: DocxElement = {
      type: 'document',
      children: [
        { type: 'table', children: [{ type: 'tableRow', children: [cell('A'), cell('B')] }] },
        paragraph(run(text('Ouch')), { type: 'noteReference' }, { type: 'image' }, run(text('.'))),
      ],
    };
    expect(docxDocumentToText(document)).toBe('A\n\nB\n\nOuch.\n\n');
  });
});
