/** A stretch of time when the original's voice band is ducked, ms. */
export interface DuckInterval {
  startMs: number;
  endMs: number;
}

/** Each ramp in and out of a duck, ms: short enough to follow speech, long enough not to click. */
export const duckRampMs = 60;

/**
 * The times to duck, sorted: clips closer than two ramps are merged, so that
 * no two ramps overlap and the duck amount never passes 1.
 */
export function mergeDuckIntervals(clips: readonly DuckInterval[], rampMs = duckRampMs): DuckInterval[] {
  const sorted = clips.filter((clip) => clip.endMs > clip.startMs).sort((a, b) => a.startMs - b.startMs);
  const merged: DuckInterval[] = [];
  for (const clip of sorted) {
    const last = merged.at(-1);
    if (last && clip.startMs - last.endMs < 2 * rampMs) last.endMs = Math.max(last.endMs, clip.endMs);
    else merged.push({ startMs: clip.startMs, endMs: clip.endMs });
  }
  return merged;
}

/**
 * How much to duck at `timeMs`, 0–1: 1 from each interval's start to its end,
 * ramping linearly up over the `rampMs` before it and down over the `rampMs`
 * after. The reference for buildDuckExpression.
 */
export function duckAmountAt(intervals: readonly DuckInterval[], timeMs: number, rampMs = duckRampMs): number {
  let amount = 0;
  for (const { startMs, endMs } of intervals) {
    const rising = (timeMs - (startMs - rampMs)) / rampMs;
    const falling = (endMs + rampMs - timeMs) / rampMs;
    amount = Math.max(amount, Math.min(1, Math.max(0, Math.min(rising, falling))));
  }
  return amount;
}

const seconds = (ms: number) => String(Number((ms / 1000).toFixed(4)));

/**
 * The duck amount as an ffmpeg expression of `t` (seconds), for volume's
 * `eval=frame`. Intervals (merged, sorted) are found by a balanced tree of
 * `if(lt(t,…))`, so a frame evaluates about log2(n) comparisons and one
 * ramp, however many segments the video has.
 */
export function buildDuckExpression(intervals: readonly DuckInterval[], rampMs = duckRampMs): string {
  if (!(rampMs > 0)) throw new RangeError(`rampMs must be positive, got ${rampMs}`);
  if (intervals.length === 0) return '0';
  const ramp = seconds(rampMs);
  const since = (ms: number) => (ms < 0 ? `t+${seconds(-ms)}` : `t-${seconds(ms)}`);
  const leaf = ({ startMs, endMs }: DuckInterval) => `clip(min((${since(startMs - rampMs)})/${ramp},(${seconds(endMs + rampMs)}-t)/${ramp}),0,1)`;
  const build = (low: number, high: number): string => {
    if (low === high) return leaf(intervals[low]!);
    const middle = Math.ceil((low + high) / 2);
    const boundaryMs = (intervals[middle - 1]!.endMs + intervals[middle]!.startMs) / 2;
    return `if(lt(t,${seconds(boundaryMs)}),${build(low, middle - 1)},${build(middle, high)})`;
  };
  return build(0, intervals.length - 1);
}
