/** The parts of a mammoth document element (mammoth/lib/documents.js) that text extraction reads. */
export interface DocxElement {
  type: string;
  children?: readonly DocxElement[];
  /** Of `text` elements. */
  value?: string;
  /** Of `break` elements: 'line', 'page' or 'column'. */
  breakType?: string;
}

/**
 * mammoth's document tree → plain text: what its extractRawText gives
 * (text, tabs, a blank line after each paragraph; table cells, text boxes
 * and hyperlinks read through), plus the line breaks it drops (`<w:br/>`
 * fused "end of line" and "next line" into one word). A page or column break
 * ends a paragraph. Notes and comments are not in the body's tree, so their
 * references add nothing.
 */
export function docxDocumentToText(element: DocxElement): string {
  switch (element.type) {
    case 'text':
      return element.value ?? '';
    case 'tab':
      return '\t';
    case 'break':
      return element.breakType === 'line' ? '\n' : '\n\n';
    default: {
      const text = (element.children ?? []).map(docxDocumentToText).join('');
      return element.type === 'paragraph' ? `${text}\n\n` : text;
    }
  }
}
