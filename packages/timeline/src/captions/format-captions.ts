/** One caption with its times, as both sidecar formats need it. */
export interface TimedCaption {
  startMs: number;
  endMs: number;
  text: string;
}

/** `HH:MM:SS<separator>mmm` from ms (SRT uses a comma, WebVTT a dot); negative times clamp to zero. */
export function formatCueTimestamp(timeMs: number, separator: ',' | '.'): string {
  const totalMs = Math.max(0, Math.round(timeMs));
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor((totalMs % 3_600_000) / 60_000);
  const seconds = Math.floor((totalMs % 60_000) / 1000);
  const milliseconds = totalMs % 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}${separator}${pad(milliseconds, 3)}`;
}

/**
 * The cue's lines: a blank line ends a cue in both formats, so line breaks
 * are kept but never doubled, and a cue with no text is left out.
 */
function cueLines(text: string): string {
  return text
    .replace(/\r\n?/gu, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * SubRip has no escapes; its players read any line holding `-->` as a
 * timing line, so the arrow in a caption loses its first dash.
 */
function srtText(text: string): string {
  return cueLines(text).replaceAll('-->', '->');
}

/** WebVTT is markup: `&`, `<` and `>` are written as entities, which also keeps `-->` out of the text. */
function webVttText(text: string): string {
  return cueLines(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** SubRip: numbered cues, comma before the milliseconds, a blank line between cues. */
export function formatSrt(cues: readonly TimedCaption[]): string {
  return cues
    .map((cue) => ({ ...cue, text: srtText(cue.text) }))
    .filter((cue) => cue.text !== '')
    .map((cue, index) => `${index + 1}\n${formatCueTimestamp(cue.startMs, ',')} --> ${formatCueTimestamp(cue.endMs, ',')}\n${cue.text}\n`)
    .join('\n');
}

/** WebVTT: the `WEBVTT` header, dot before the milliseconds, text escaped as markup. */
export function formatWebVtt(cues: readonly TimedCaption[]): string {
  const body = cues
    .map((cue) => ({ ...cue, text: webVttText(cue.text) }))
    .filter((cue) => cue.text !== '')
    .map((cue) => `${formatCueTimestamp(cue.startMs, '.')} --> ${formatCueTimestamp(cue.endMs, '.')}\n${cue.text}\n`);
  return ['WEBVTT\n', ...body].join('\n');
}
