/** ffmpeg 4.1's atempo accepts 0.5–2.0 per instance. */
const minTempo = 0.5;
const maxTempo = 2;

/**
 * Splits a tempo factor into atempo factors ffmpeg accepts, whose product is
 * the factor: 3 → [2, 1.5], 0.3 → [0.5, 0.6]. Factor 1 needs none. (The
 * renderer has the same rule for clip playback rates, not exported.)
 */
export function buildAtempoChain(factor: number): number[] {
  if (!(factor > 0) || !Number.isFinite(factor)) throw new RangeError(`tempo factor must be positive, got ${factor}`);
  const factors: number[] = [];
  let remaining = factor;
  while (remaining > maxTempo) {
    factors.push(maxTempo);
    remaining /= maxTempo;
  }
  while (remaining < minTempo) {
    factors.push(minTempo);
    remaining /= minTempo;
  }
  if (Math.abs(remaining - 1) > 1e-9) factors.push(Number(remaining.toFixed(6)));
  return factors;
}
