/** ffmpeg 4.1's atempo accepts 0.5–2.0 per instance. */
const minTempo = 0.5;
const maxTempo = 2;

/**
 * Splits a playback rate into atempo factors ffmpeg accepts, whose product is
 * the rate: 16 → [2, 2, 2, 2], 0.3 → [0.5, 0.6]. Rate 1 needs none.
 */
export function buildAtempoChain(playbackRate: number): number[] {
  if (!(playbackRate > 0) || !Number.isFinite(playbackRate)) throw new RangeError(`playback rate must be positive, got ${playbackRate}`);
  const factors: number[] = [];
  let remaining = playbackRate;
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
