/** A recording's length as people read it: 'm:ss' (seconds rounded down), '0:00' for an unknown one. */
export function formatDuration(seconds: number): string {
  const wholeSeconds = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(wholeSeconds / 60);
  return `${minutes}:${String(wholeSeconds % 60).padStart(2, '0')}`;
}
