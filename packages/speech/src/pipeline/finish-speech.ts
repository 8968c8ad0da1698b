import { measureIntegratedLoudness } from '../audio/loudness.ts';
import { applyLoudnessTarget } from '../audio/normalize-loudness.ts';
import { getPcmDurationMs, speechSampleRateHz, type PcmAudio } from '../audio/pcm-audio.ts';
import { resamplePcm } from '../audio/resample.ts';
import { encodeWav } from '../audio/wav.ts';
import type { PhonemeTiming, SpeechSynthesisResult, WordTiming } from '../speech-engine.ts';

/**
 * The last step of every engine: 48 kHz, -16 LUFS with peaks under -1 dBFS,
 * a WAV file, and timings rounded to whole milliseconds and clamped to the
 * clip (rounding never lets a word end before it starts or overlap the next).
 */
export function finishSpeech(audio: PcmAudio, words: readonly WordTiming[], phonemes: readonly PhonemeTiming[]): SpeechSynthesisResult {
  const loudnessLufs = measureIntegratedLoudness(audio);
  const normalised = applyLoudnessTarget(resamplePcm(audio, speechSampleRateHz), loudnessLufs);
  const durationMs = Math.round(getPcmDurationMs(normalised));
  return {
    audio: encodeWav(normalised),
    sampleRateHz: speechSampleRateHz,
    durationMs,
    words: clampTimings(words, durationMs).map(({ text, startMs, endMs }) => ({ text, startMs, endMs })),
    phonemes: clampTimings(phonemes, durationMs).map(({ symbol, startMs, endMs }) => ({ symbol, startMs, endMs })),
  };
}

/** Rounds, clamps to [0, durationMs] and makes the sequence monotonic without overlaps. */
export function clampTimings<T extends { startMs: number; endMs: number }>(timings: readonly T[], durationMs: number): T[] {
  let previousEndMs = 0;
  return timings.map((timing) => {
    const startMs = Math.min(durationMs, Math.max(previousEndMs, Math.round(timing.startMs)));
    const endMs = Math.min(durationMs, Math.max(startMs, Math.round(timing.endMs)));
    previousEndMs = endMs;
    return { ...timing, startMs, endMs };
  });
}
