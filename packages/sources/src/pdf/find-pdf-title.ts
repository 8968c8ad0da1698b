import type { PdfLine } from './pdf-page-text.ts';

/** A heading's type is at least this much larger than the body's. */
const headingSizeRatio = 1.2;
/** Lines of the same heading differ in size by less than this share (rounding in the file). */
const sameSizeShare = 0.02;
/** The heading is among the first lines in content order (a running header or a footnote may come before it). */
const headingSearchLines = 10;
const maxTitleCharacters = 200;
/** Titles that tools write by themselves: the file's name, a template's or an editor's default. */
const toolTitle =
  /^(?:untitled\b.*|document\s*\d*|slide\s*\d+|microsoft (?:word|powerpoint|excel) - .*|.*\.(?:docx?|pdf|tex|dvi|wpd|indd|pptx?|odt|rtf|txt))$/iu;

/**
 * A PDF's title as a reader sees it: the heading of its first page (the
 * largest type among its first lines, clearly larger than the body's; a
 * heading set on two lines is joined), else the title in its metadata unless
 * that is one a tool wrote by itself ('Microsoft Word - draft.docx',
 * 'Untitled'). When both say the same, the metadata's spelling is kept: a
 * heading set in capitals reads better as the author typed it. '' when the
 * file has neither.
 */
export function findPdfTitle(firstPageLines: readonly PdfLine[], metadataTitle: string | undefined): string {
  const metadata = (metadataTitle ?? '').replace(/\s+/gu, ' ').trim();
  const usableMetadata = isTitleLike(metadata) && !toolTitle.test(metadata) ? metadata : '';
  const heading = findHeading(firstPageLines);
  if (!heading) return usableMetadata;
  return usableMetadata.toLowerCase() === heading.toLowerCase() ? usableMetadata : heading;
}

function findHeading(lines: readonly PdfLine[]): string {
  const bodySizePt = findBodySize(lines);
  const candidates = lines.slice(0, headingSearchLines);
  const largestPt = Math.max(0, ...candidates.map((line) => line.fontSizePt));
  if (bodySizePt === 0 || largestPt < bodySizePt * headingSizeRatio) return '';
  const isHeadingSize = (line: PdfLine | undefined) => line !== undefined && Math.abs(line.fontSizePt - largestPt) <= largestPt * sameSizeShare;
  const start = candidates.findIndex(isHeadingSize);
  let end = start + 1;
  while (isHeadingSize(lines[end])) end += 1;
  const heading = lines
    .slice(start, end)
    .map((line) => line.text)
    .join(' ');
  return isTitleLike(heading) ? heading : '';
}

/** The type size most of the page's characters are set in, to the half point. */
function findBodySize(lines: readonly PdfLine[]): number {
  const charactersBySize = new Map<number, number>();
  for (const line of lines) {
    const sizePt = Math.round(line.fontSizePt * 2) / 2;
    charactersBySize.set(sizePt, (charactersBySize.get(sizePt) ?? 0) + line.text.length);
  }
  let bodySizePt = 0;
  let most = 0;
  for (const [sizePt, characters] of charactersBySize) {
    if (characters > most) [bodySizePt, most] = [sizePt, characters];
  }
  return bodySizePt;
}

/** Words, not a page number or a rule of dots, and short enough to be a title. */
function isTitleLike(text: string): boolean {
  return text.length <= maxTitleCharacters && (text.match(/\p{L}/gu)?.length ?? 0) >= 2;
}
