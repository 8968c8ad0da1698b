import type { PcmAudio } from './pcm-audio.ts';

/** Half-width of the windowed-sinc kernel in zero crossings: ~70 dB stop band, 24 taps when upsampling. */
const zeroCrossings = 12;
/** Sub-sample phases in the filter bank; the output phase is rounded to the nearest (error < 1/1024 sample). */
const phaseCount = 512;
/** Pass band edge as a fraction of the lower Nyquist frequency, leaving room for the transition band. */
const passBandFraction = 0.95;

/**
 * Band-limited resampling with a Blackman-windowed sinc filter bank. When
 * downsampling the cut-off follows the target's Nyquist frequency, so no
 * aliasing folds into the speech band.
 */
export function resamplePcm(audio: PcmAudio, targetRateHz: number): PcmAudio {
  if (audio.sampleRateHz === targetRateHz) return { samples: audio.samples.slice(), sampleRateHz: targetRateHz };
  const input = audio.samples;
  const step = audio.sampleRateHz / targetRateHz;
  const cutoff = Math.min(1, 1 / step) * passBandFraction;
  const halfTaps = Math.ceil(zeroCrossings / cutoff);
  const tapCount = halfTaps * 2;
  const bank = buildFilterBank(cutoff, halfTaps);
  const outputLength = Math.floor(input.length / step);
  const output = new Float32Array(outputLength);
  for (let index = 0; index < outputLength; index++) {
    const position = index * step;
    const base = Math.floor(position);
    const phase = Math.round((position - base) * phaseCount);
    const filterOffset = phase * tapCount;
    const first = base - halfTaps + 1;
    let sum = 0;
    if (first >= 0 && first + tapCount <= input.length) {
      for (let tap = 0; tap < tapCount; tap++) sum += (input[first + tap] as number) * (bank[filterOffset + tap] as number);
    } else {
      for (let tap = 0; tap < tapCount; tap++) {
        const sample = input[first + tap];
        if (sample !== undefined) sum += sample * (bank[filterOffset + tap] as number);
      }
    }
    output[index] = sum;
  }
  return { samples: output, sampleRateHz: targetRateHz };
}

/**
 * Row `phase` holds the taps for an output that lies `phase / phaseCount`
 * input samples after the tap `halfTaps - 1`; one extra row covers phase 1.0.
 */
function buildFilterBank(cutoff: number, halfTaps: number): Float32Array {
  const tapCount = halfTaps * 2;
  const bank = new Float32Array((phaseCount + 1) * tapCount);
  for (let phase = 0; phase <= phaseCount; phase++) {
    const fraction = phase / phaseCount;
    for (let tap = 0; tap < tapCount; tap++) {
      const distance = tap - (halfTaps - 1) - fraction;
      bank[phase * tapCount + tap] = cutoff * sinc(distance * cutoff) * blackman(distance / (halfTaps + 1));
    }
  }
  return bank;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const angle = Math.PI * x;
  return Math.sin(angle) / angle;
}

/** Blackman window over x in [-1, 1]; zero outside. */
function blackman(x: number): number {
  if (Math.abs(x) >= 1) return 0;
  const angle = Math.PI * (x + 1);
  return 0.42 - 0.5 * Math.cos(angle) + 0.08 * Math.cos(2 * angle);
}
