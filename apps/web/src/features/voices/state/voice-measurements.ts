/** What the server measured in a recording it matched a built-in voice to. */
export interface VoiceMeasurements {
  medianPitchHz?: number;
  /** 10th to 90th percentile of the pitch, in semitones. */
  pitchRangeSemitones?: number;
  speakingRateSyllablesPerSecond?: number;
  /** Spectral centroid of the speech: higher sounds brighter. */
  brightnessHz?: number;
}

/**
 * Each measure and the start of the names it may come under. The contract
 * types `measurements` as a record of numbers without fixing the key style,
 * so `medianPitchHz`, `median_pitch_hz` and `median_pitch` all count.
 */
const MEASURE_PREFIXES: ReadonlyArray<[keyof VoiceMeasurements, string]> = [
  ['medianPitchHz', 'medianpitch'],
  ['pitchRangeSemitones', 'pitchrange'],
  ['speakingRateSyllablesPerSecond', 'speakingrate'],
  ['brightnessHz', 'brightness'],
];

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The known measures among the server's numbers; missing and non-finite ones are left out. */
export function readVoiceMeasurements(raw: Record<string, number> | null): VoiceMeasurements {
  const measurements: VoiceMeasurements = {};
  if (!raw) return measurements;
  for (const [key, value] of Object.entries(raw)) {
    if (!Number.isFinite(value)) continue;
    const normalized = normalizeKey(key);
    const match = MEASURE_PREFIXES.find(([, prefix]) => normalized.startsWith(prefix));
    if (match && measurements[match[0]] === undefined) measurements[match[0]] = value;
  }
  return measurements;
}
