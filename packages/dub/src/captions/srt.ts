import { formatSrt } from '@talkreel/timeline';

export interface CaptionCue {
  startMs: number;
  endMs: number;
  text: string;
}

/** SubRip text for the cues: the timeline's writer (numbered cues, `-->` kept out of the text, empty cues left out). */
export function toSrt(cues: ReadonlyArray<CaptionCue>): string {
  return formatSrt(cues);
}

const timing = /^(\d+):(\d{2}):(\d{2})[,.](\d{3})\s*-->\s*(\d+):(\d{2}):(\d{2})[,.](\d{3})/u;

const toMs = (hours: string, minutes: string, seconds: string, milliseconds: string) =>
  ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(milliseconds);

/** The cues of SubRip text (a cue number line is optional; blocks without a timing line are skipped). */
export function parseSrt(text: string): CaptionCue[] {
  const cues: CaptionCue[] = [];
  for (const block of text
    .replace(/^\uFEFF/u, '')
    .replace(/\r\n?/gu, '\n')
    .split(/\n\s*\n/u)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timingIndex = lines.findIndex((line) => timing.test(line.trim()));
    if (timingIndex < 0) continue;
    const match = timing.exec(lines[timingIndex]!.trim())!;
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match as unknown as string[];
    const captionText = lines
      .slice(timingIndex + 1)
      .map((line) => line.trim())
      .join('\n');
    if (captionText) cues.push({ startMs: toMs(h1!, m1!, s1!, ms1!), endMs: toMs(h2!, m2!, s2!, ms2!), text: captionText });
  }
  return cues;
}

/**
 * Breaks a caption into lines of at most `maxChars` characters at spaces
 * (text without spaces, such as Chinese, is broken anywhere), keeping its
 * own line breaks: drawtext does not wrap.
 */
export function wrapCaption(text: string, maxChars: number): string {
  const width = Math.max(1, Math.floor(maxChars));
  return text
    .split('\n')
    .flatMap((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/\s+/u).filter(Boolean)) {
        let rest = word;
        while ([...rest].length > width) {
          if (line) lines.push(line);
          line = '';
          const chars = [...rest];
          lines.push(chars.slice(0, width).join(''));
          rest = chars.slice(width).join('');
        }
        if (!rest) continue;
        if (!line) line = rest;
        else if ([...line].length + 1 + [...rest].length <= width) line += ` ${rest}`;
        else {
          lines.push(line);
          line = rest;
        }
      }
      if (line) lines.push(line);
      return lines;
    })
    .join('\n');
}
