/**
 * 'Randomize': one of the sample scripts, never the one already in the box
 * (pressing it must visibly change the text). `random` is in [0, 1).
 */
export function pickSampleScript(samples: readonly string[], current: string, random: number = Math.random()): string {
  const others = samples.filter((sample) => sample !== current);
  const pool = others.length > 0 ? others : samples;
  return pool[Math.min(pool.length - 1, Math.floor(random * pool.length))] ?? '';
}
