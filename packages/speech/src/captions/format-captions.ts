import type { CaptionCue } from './caption-cues.ts';

/** SubRip: numbered cues, `HH:MM:SS,mmm --> HH:MM:SS,mmm`, blank line between cues. */
export function formatSrt(cues: readonly CaptionCue[]): string {
  return cues.map((cue, index) => `${index + 1}\n${formatTimestamp(cue.startMs, ',')} --> ${formatTimestamp(cue.endMs, ',')}\n${cue.text}\n`).join('\n');
}

/** WebVTT: the `WEBVTT` header, `HH:MM:SS.mmm` times; `-->`, `<` and `&` in text are escaped as the format requires. */
export function formatWebVtt(cues: readonly CaptionCue[]): string {
  const body = cues.map((cue) => `${formatTimestamp(cue.startMs, '.')} --> ${formatTimestamp(cue.endMs, '.')}\n${escapeVttText(cue.text)}\n`).join('\n');
  return `WEBVTT\n\n${body}`;
}

function formatTimestamp(timeMs: number, fractionSeparator: ',' | '.'): string {
  const total = Math.max(0, Math.round(timeMs));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const milliseconds = total % 1000;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}${fractionSeparator}${pad(milliseconds, 3)}`;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

function escapeVttText(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/-->/gu, '--&gt;');
}
