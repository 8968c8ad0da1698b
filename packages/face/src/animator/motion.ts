import type { HeadPose } from '../face-types.ts';

/** A loudness envelope (0–1 per step), e.g. a MouthTrack's. */
export interface MotionEnvelope {
  values: readonly number[];
  stepMs: number;
}

export interface Motion {
  headPoseAt(timeMs: number): HeadPose;
}

/** mulberry32: a small seeded PRNG, so that the same seed moves the head and blinks the same way. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth noise: a few slow sines with seeded frequencies and phases, summing to about ±1. */
function createSmoothNoise(random: () => number, lowHz: number, highHz: number): (seconds: number) => number {
  const parts = Array.from({ length: 3 }, (_, index) => ({
    hz: lowHz + (highHz - lowHz) * random(),
    phase: random() * Math.PI * 2,
    amplitude: [0.55, 0.3, 0.15][index]!,
  }));
  return (seconds) => parts.reduce((sum, part) => sum + part.amplitude * Math.sin(seconds * part.hz * Math.PI * 2 + part.phase), 0);
}

const blinkMs = { min: 150, max: 240 };
const blinkGapMs = { min: 2000, max: 6000 };
const degree = Math.PI / 180;

/** Speech emphasis: loudness peaks above the speech's own typical level, at least 600 ms apart. */
function findEmphasisPeaks(envelope: MotionEnvelope): { timeMs: number; strength: number }[] {
  const { values, stepMs } = envelope;
  const voiced = values.filter((value) => value > 0.05).sort((a, b) => a - b);
  if (voiced.length === 0) return [];
  const typical = voiced[Math.floor(voiced.length * 0.6)]!;
  const radius = Math.round(300 / stepMs);
  const peaks: { timeMs: number; strength: number }[] = [];
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index]!;
    if (value <= typical) continue;
    let isPeak = true;
    for (let other = Math.max(0, index - radius); other <= Math.min(values.length - 1, index + radius) && isPeak; other += 1) {
      if (values[other]! > value || (values[other] === value && other < index)) isPeak = false;
    }
    if (isPeak && (peaks.length === 0 || index * stepMs - peaks[peaks.length - 1]!.timeMs >= 600)) {
      peaks.push({ timeMs: index * stepMs, strength: Math.min(1, (value - typical) / Math.max(0.05, 1 - typical) + 0.4) });
    }
  }
  return peaks;
}

/**
 * The head and eyes over time, deterministic for a seed: blinks every 2–6 s
 * (150–240 ms, now and then a double blink), a slow sway and turn (smooth
 * noise, about ±2°), a small nod on each emphasis of the speech, breathing
 * at about 0.25 Hz. Over a silent envelope (a host listening to the other)
 * the sway is half as wide: a listener holds stiller than the speaker.
 */
export function createMotion(seed: number, envelope?: MotionEnvelope, options: { headMotion?: boolean } = {}): Motion {
  const random = createRandom(seed);
  const yawNoise = createSmoothNoise(random, 0.05, 0.25);
  const pitchNoise = createSmoothNoise(random, 0.07, 0.3);
  const rollNoise = createSmoothNoise(random, 0.04, 0.2);
  const shiftNoise = createSmoothNoise(random, 0.05, 0.2);
  const breathHz = 0.22 + random() * 0.06;
  const breathPhase = random() * Math.PI * 2;
  const blinkRandom = createRandom(seed ^ 0x9e3779b9);
  const blinks: { startMs: number; durationMs: number }[] = [];
  let nextBlinkMs = 600 + blinkRandom() * 2500;
  const extendBlinks = (untilMs: number) => {
    while (nextBlinkMs <= untilMs + blinkMs.max) {
      const durationMs = blinkMs.min + blinkRandom() * (blinkMs.max - blinkMs.min);
      blinks.push({ startMs: nextBlinkMs, durationMs });
      if (blinkRandom() < 0.15) blinks.push({ startMs: nextBlinkMs + durationMs + 60, durationMs: blinkMs.min });
      nextBlinkMs += blinkGapMs.min + blinkRandom() * (blinkGapMs.max - blinkGapMs.min);
    }
  };
  const peaks = envelope ? findEmphasisPeaks(envelope) : [];
  const isMoving = options.headMotion ?? true;
  const sway = envelope && envelope.values.every((value) => value <= 0.05) ? 0.5 : 1;
  return {
    headPoseAt(timeMs) {
      extendBlinks(timeMs);
      let blink = 0;
      for (const { startMs, durationMs } of blinks) {
        if (timeMs < startMs || timeMs > startMs + durationMs) continue;
        // Closing is quicker than opening: the lid falls in 40% of the blink.
        const t = (timeMs - startMs) / durationMs;
        blink = Math.max(blink, t < 0.4 ? Math.sin((t / 0.4) * (Math.PI / 2)) : Math.cos(((t - 0.4) / 0.6) * (Math.PI / 2)));
      }
      if (!isMoving) return { yaw: 0, pitch: 0, roll: 0, shiftX: 0, shiftY: 0, blink, breath: 0 };
      const seconds = timeMs / 1000;
      let nod = 0;
      for (const peak of peaks) {
        const offsetMs = timeMs - peak.timeMs + 120;
        if (offsetMs > 0 && offsetMs < 500) nod += peak.strength * Math.sin((offsetMs / 500) * Math.PI);
      }
      return {
        yaw: yawNoise(seconds) * 2.2 * sway * degree,
        pitch: (pitchNoise(seconds) * 1.2 * sway + nod * 1.6) * degree,
        roll: rollNoise(seconds) * 1.4 * sway * degree,
        shiftX: shiftNoise(seconds) * 0.012 * sway,
        shiftY: nod * 0.006,
        blink,
        breath: (0.5 + 0.5 * Math.sin(seconds * breathHz * Math.PI * 2 + breathPhase)) * 0.006,
      };
    },
  };
}
