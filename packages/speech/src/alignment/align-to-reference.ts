import { normalizeLoudness } from '../audio/normalize-loudness.ts';
import type { PcmAudio } from '../audio/pcm-audio.ts';
import { trimSilence } from '../audio/trim-silence.ts';
import type { WordTiming } from '../speech-engine.ts';
import { alignSequences } from './dtw.ts';
import { computeMfcc, featureHopMs } from './mfcc.ts';

/**
 * Word timings for `target` (another voice saying the same text) from a
 * synthesised `reference` whose word timings are known: both are levelled
 * and trimmed of edge silence, described by MFCCs, matched frame by frame
 * with DTW, and each reference word's start and end are carried over to the
 * target through the matched frames.
 */
export function alignToReference(target: PcmAudio, reference: PcmAudio, referenceWords: readonly WordTiming[]): WordTiming[] {
  const targetTrim = trimSilence(normalizeLoudness(target), { thresholdDb: -45, paddingMs: 0 });
  const referenceTrim = trimSilence(normalizeLoudness(reference), { thresholdDb: -45, paddingMs: 0 });
  const mapping = alignSequences(computeMfcc(referenceTrim.audio), computeMfcc(targetTrim.audio));
  const targetDurationMs = targetTrim.endMs - targetTrim.startMs;
  const toTargetMs = (referenceMs: number) => {
    const frame = Math.round((referenceMs - referenceTrim.startMs) / featureHopMs);
    const clamped = Math.min(mapping.length - 1, Math.max(0, frame));
    const targetMs = mapping.length > 0 ? (mapping[clamped] as number) * featureHopMs : 0;
    return targetTrim.startMs + Math.min(targetDurationMs, targetMs);
  };
  let previousEndMs = 0;
  return referenceWords.map((word) => {
    const startMs = Math.max(previousEndMs, toTargetMs(word.startMs));
    const endMs = Math.max(startMs, toTargetMs(word.endMs));
    previousEndMs = endMs;
    return { text: word.text, startMs, endMs };
  });
}
