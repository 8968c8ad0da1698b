import type { SubtitleCue } from '@talkreel/timeline';

/** `HH:MM:SS<separator>mmm` from ms. */
export function formatCueTimestamp(timeMs: number, separator: ',' | '.'): string {
  const totalMs = Math.max(0, Math.round(timeMs));
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor((totalMs % 3_600_000) / 60_000);
  const seconds = Math.floor((totalMs % 60_000) / 1000);
  const milliseconds = totalMs % 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${separator}${pad(milliseconds, 3)}`;
}

/** Blank lines end a cue in both formats; a caption must not contain one. */
function cueText(text: string): string {
  return text.replace(/\r/g, '').replace(/\n{2,}/g, '\n').trim();
}

/** SubRip: numbered cues, comma before the milliseconds. */
export function formatSrt(cues: readonly SubtitleCue[]): string {
  return cues
    .map((cue, index) => `${index + 1}\n${formatCueTimestamp(cue.startMs, ',')} --> ${formatCueTimestamp(cue.endMs, ',')}\n${cueText(cue.text)}\n`)
    .join('\n');
}

/** WebVTT: the header, dot before the milliseconds, and `-->`, `<`, `&` escaped out of the text. */
export function formatWebVtt(cues: readonly SubtitleCue[]): string {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const body = cues.map((cue) => `${formatCueTimestamp(cue.startMs, '.')} --> ${formatCueTimestamp(cue.endMs, '.')}\n${escape(cueText(cue.text))}\n`);
  return ['WEBVTT\n', ...body].join('\n');
}
