/** Milliseconds per tenth of a second: the segment table shows times to the tenth. */
const MS_PER_TENTH = 100;
const TENTHS_PER_MINUTE = 600;

/**
 * A segment time as the table shows it, `mm:ss.s` (65 432 ms → `01:05.4`),
 * rounded to the nearest tenth; negative times read as zero.
 */
export function formatTimestamp(timeMs: number): string {
  const tenths = Math.round(Math.max(0, timeMs) / MS_PER_TENTH);
  const minutes = Math.floor(tenths / TENTHS_PER_MINUTE);
  const seconds = (tenths % TENTHS_PER_MINUTE) / 10;
  return `${String(minutes).padStart(2, '0')}:${seconds.toFixed(1).padStart(4, '0')}`;
}

/** `m:ss`, `mm:ss.s`, `mm:ss,sss` (minutes then seconds below 60), or plain seconds `75.5`. */
const TIMESTAMP_PATTERN = /^(?:(\d{1,3}):([0-5]?\d)|(\d{1,4}))(?:[.,](\d{1,3}))?$/u;

/**
 * The milliseconds a typed time stands for, or null when it is not a time:
 * `01:05.4` → 65 400, `1:05` → 65 000, `75.5` → 75 500, `0:75` → null.
 */
export function parseTimestamp(text: string): number | null {
  const match = TIMESTAMP_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, minutesText, secondsText, plainSecondsText, fractionText = ''] = match;
  const minutes = minutesText === undefined ? 0 : Number(minutesText);
  const seconds = Number(secondsText ?? plainSecondsText);
  const fractionMs = fractionText === '' ? 0 : Math.round(Number(`0.${fractionText}`) * 1000);
  return (minutes * 60 + seconds) * 1000 + fractionMs;
}

/** A duration in seconds to one decimal (`1.2 s` style numbers), for overruns and lengths. */
export function toSecondsText(durationMs: number): string {
  return (Math.round(durationMs / MS_PER_TENTH) / 10).toFixed(1);
}

/** A video's length as people read it, `m:ss` (65 400 ms → `1:05`), to the nearest second. */
export function formatDuration(durationMs: number): string {
  const totalSeconds = Math.round(Math.max(0, durationMs) / 1000);
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
}
