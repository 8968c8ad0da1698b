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
