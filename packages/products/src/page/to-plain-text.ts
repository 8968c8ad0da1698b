import { DOMParser } from 'linkedom';

/** Tags that start or end a line in the text a reader sees (`<br>` is replaced by the line break itself). */
const blockBoundaryPattern = /<\s*\/?\s*(?:p|div|li|ul|ol|h[1-6]|tr)\b[^>]*>/giu;

/**
 * Text a person can read from a value that may hold markup or entities
 * (JSON-LD descriptions carry `<br/>` and `&quot;`). Markup is laid out as a
 * browser would: source line breaks are spaces, paragraphs, list items and
 * `<br>` break lines, tags are dropped. A value without tags keeps its own
 * line breaks and only has its entities decoded. Runs of spaces are
 * collapsed, with at most one blank line between paragraphs.
 */
export function toPlainText(value: string): string {
  if (/<[a-z!/]/iu.test(value)) return normaliseWhitespace(readHtmlText(value.replace(/\s+/gu, ' ').replace(blockBoundaryPattern, '\n$&')));
  if (value.includes('&')) return normaliseWhitespace(readHtmlText(value.replace(/\n/gu, '<br>')));
  return normaliseWhitespace(value);
}

function readHtmlText(html: string): string {
  const document = new DOMParser().parseFromString(`<html><body>${html}</body></html>`, 'text/html') as unknown as Document;
  const body = document.body;
  if (!body) return '';
  // <br> has no text of its own: it becomes the line break it stands for.
  for (const lineBreak of Array.from(body.querySelectorAll('br'))) lineBreak.replaceWith('\n');
  return body.textContent ?? '';
}

/** Runs of spaces and tabs become one space, lines are trimmed, three or more line breaks become two. */
export function normaliseWhitespace(text: string): string {
  return text
    .replace(/[^\S\n]+/gu, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}
