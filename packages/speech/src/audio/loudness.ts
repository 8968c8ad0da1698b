import type { PcmAudio } from './pcm-audio.ts';

/** Loudness target for speech tracks: what podcast and video platforms normalise to. */
export const speechLoudnessLufs = -16;

const blockMs = 400;
const blockStepMs = 100;
const absoluteGateLufs = -70;
const relativeGateLu = -10;

/**
 * Integrated loudness in LUFS after ITU-R BS.1770-4: K-weighting (a high
 * shelf and a high pass, coefficients derived for any sample rate), 400 ms
 * blocks overlapping by 75 %, an absolute gate at -70 LUFS and a relative
 * gate 10 LU below the ungated mean. Mono: the channel weight is 1.
 * Returns -Infinity when every block is gated out (silence).
 */
export function measureIntegratedLoudness(audio: PcmAudio): number {
  const weighted = applyKWeighting(audio.samples, audio.sampleRateHz);
  const blockLength = Math.round((blockMs / 1000) * audio.sampleRateHz);
  const stepLength = Math.round((blockStepMs / 1000) * audio.sampleRateHz);
  const cumulative = new Float64Array(weighted.length + 1);
  for (let index = 0; index < weighted.length; index++) {
    const value = weighted[index] as number;
    cumulative[index + 1] = (cumulative[index] as number) + value * value;
  }
  const blockPowers: number[] = [];
  for (let start = 0; start + blockLength <= weighted.length; start += stepLength) {
    blockPowers.push(((cumulative[start + blockLength] as number) - (cumulative[start] as number)) / blockLength);
  }
  const aboveAbsolute = blockPowers.filter((power) => powerToLufs(power) > absoluteGateLufs);
  if (aboveAbsolute.length === 0) return -Infinity;
  const relativeGate = powerToLufs(mean(aboveAbsolute)) + relativeGateLu;
  const gated = aboveAbsolute.filter((power) => powerToLufs(power) > relativeGate);
  return powerToLufs(mean(gated));
}

function powerToLufs(power: number): number {
  return power > 0 ? -0.691 + 10 * Math.log10(power) : -Infinity;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function applyKWeighting(samples: Float32Array, sampleRateHz: number): Float64Array {
  const shelf = highShelfCoefficients(sampleRateHz);
  const highPass = highPassCoefficients(sampleRateHz);
  return biquad(biquad(Float64Array.from(samples), shelf), highPass);
}

interface BiquadCoefficients {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The "pre-filter" of BS.1770: +4 dB above ~1.7 kHz, modelling the head. */
function highShelfCoefficients(sampleRateHz: number): BiquadCoefficients {
  const centreHz = 1681.974450955533;
  const gainDb = 3.999843853973347;
  const quality = 0.7071752369554196;
  const k = Math.tan((Math.PI * centreHz) / sampleRateHz);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / quality + k * k;
  return {
    b0: (vh + (vb * k) / quality + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / quality + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / quality + k * k) / a0,
  };
}

/** The RLB high pass of BS.1770 at ~38 Hz. */
function highPassCoefficients(sampleRateHz: number): BiquadCoefficients {
  const centreHz = 38.13547087602444;
  const quality = 0.5003270373238773;
  const k = Math.tan((Math.PI * centreHz) / sampleRateHz);
  const a0 = 1 + k / quality + k * k;
  return { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / quality + k * k) / a0 };
}

function biquad(input: Float64Array, c: BiquadCoefficients): Float64Array {
  const output = new Float64Array(input.length);
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0;
  for (let index = 0; index < input.length; index++) {
    const x0 = input[index] as number;
    const y0 = c.b0 * x0 + c.b1 * x1 + c.b2 * x2 - c.a1 * y1 - c.a2 * y2;
    output[index] = y0;
    x2 = x1;
    x1 = x0;
    y2 = y1;
    y1 = y0;
  }
  return output;
}
