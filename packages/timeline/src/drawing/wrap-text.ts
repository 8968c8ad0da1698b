import { joinCaptionUnits, splitCaptionUnits } from '../evaluate/caption-text.ts';

/**
 * Breaks text into lines no wider than `maxWidthPx`: between words, between
 * CJK characters, and at explicit newlines. A single word wider than the
 * line is broken between its characters. The renderer and the browser
 * preview both use it, so they break lines at the same places.
 */
export function wrapText(text: string, maxWidthPx: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let units: string[] = [];
    for (const unit of splitCaptionUnits(paragraph)) {
      const candidate = joinCaptionUnits([...units, unit]);
      if (units.length === 0 || measure(candidate) <= maxWidthPx) {
        units.push(unit);
        continue;
      }
      lines.push(joinCaptionUnits(units));
      units = [unit];
    }
    const last = joinCaptionUnits(units);
    lines.push(...(measure(last) > maxWidthPx ? breakWord(last, maxWidthPx, measure) : [last]));
  }
  return lines.flatMap((line) => (measure(line) > maxWidthPx && !/\s/.test(line) ? breakWord(line, maxWidthPx, measure) : [line]));
}

/**
 * `wrapText` with each paragraph's lines made even: a paragraph keeps the
 * number of lines it needs at `maxWidthPx`, set at the narrowest width that
 * still needs no more, so a caption that overflows its box does not end in
 * a one-word line. A paragraph that fits stays one line.
 */
export function wrapTextBalanced(text: string, maxWidthPx: number, measure: (line: string) => number): string[] {
  return text.split('\n').flatMap((paragraph) => {
    const lines = wrapText(paragraph, maxWidthPx, measure);
    if (lines.length < 2) return lines;
    // Line count only grows as the width shrinks: find the narrowest width (to 1 px) that keeps it.
    let fitsPx = maxWidthPx;
    let tooNarrowPx = Math.max(...lines.map((line) => measure(line))) / lines.length;
    while (fitsPx - tooNarrowPx > 1) {
      const widthPx = (fitsPx + tooNarrowPx) / 2;
      if (wrapText(paragraph, widthPx, measure).length <= lines.length) fitsPx = widthPx;
      else tooNarrowPx = widthPx;
    }
    return wrapText(paragraph, fitsPx, measure);
  });
}

function breakWord(word: string, maxWidthPx: number, measure: (line: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && measure(piece + character) > maxWidthPx) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
