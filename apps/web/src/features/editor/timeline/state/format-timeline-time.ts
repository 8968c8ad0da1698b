/**
 * A time on the timeline as `m:ss.t` (tenths, rounded down so a playhead
 * just before an end never reads as the end): 83_456 ms → `1:23.4`.
 */
export function formatTimelineTime(timeMs: number): string {
  const tenths = Math.floor(Math.max(0, timeMs) / 100 + 1e-6);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}

/** A ruler label: whole seconds without tenths (`0:05`), finer steps with them (`0:05.5`). */
export function formatRulerLabel(timeMs: number, labelStepMs: number): string {
  const full = formatTimelineTime(timeMs);
  return labelStepMs % 1000 === 0 ? full.slice(0, -2) : full;
}
