/**
 * eSpeak NG's pitch parameter (0–99, 50 = the voice's own) against the shift
 * it makes in median F0, in semitones, measured with `estimatePitch` on
 * en-us, en-us+m3 and en-us+f3 (the three agreed within 0.3 semitones).
 */
const calibration: readonly { semitones: number; parameter: number }[] = [
  { semitones: -7.0, parameter: 0 },
  { semitones: -4.0, parameter: 25 },
  { semitones: 0, parameter: 50 },
  { semitones: 4.3, parameter: 75 },
  { semitones: 8.9, parameter: 99 },
];

/** The eSpeak pitch parameter for a shift in semitones, clamped to what eSpeak can do (-7 to +9). */
export function semitonesToEspeakPitch(semitones: number): number {
  const first = calibration[0] as { semitones: number; parameter: number };
  const last = calibration.at(-1) as { semitones: number; parameter: number };
  if (semitones <= first.semitones) return first.parameter;
  if (semitones >= last.semitones) return last.parameter;
  for (let index = 1; index < calibration.length; index++) {
    const upper = calibration[index] as { semitones: number; parameter: number };
    const lower = calibration[index - 1] as { semitones: number; parameter: number };
    if (semitones <= upper.semitones) {
      const fraction = (semitones - lower.semitones) / (upper.semitones - lower.semitones);
      return lower.parameter + fraction * (upper.parameter - lower.parameter);
    }
  }
  return last.parameter;
}
