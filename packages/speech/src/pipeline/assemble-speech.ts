import { concatPcm, createSilence, type PcmAudio } from '../audio/pcm-audio.ts';
import type { PhonemeTiming, WordTiming } from '../speech-engine.ts';

/** One utterance as an engine produced it; times are relative to its own audio. */
export interface UtteranceAudio {
  audio: PcmAudio;
  words: WordTiming[];
  phonemes: PhonemeTiming[];
  pauseAfterMs: number;
}

export interface AssembledSpeech {
  audio: PcmAudio;
  words: WordTiming[];
  phonemes: PhonemeTiming[];
}

/** Engines pad utterances with their own silence; this much is kept around the speech. */
const keepBeforeMs = 40;
const keepAfterMs = 90;
const leadingSilenceMs = 120;
const trailingSilenceMs = 200;
/** Fades at the cut points, so a cut inside a breath or noise does not click. */
const fadeMs = 6;

/**
 * Joins utterances into one clip: each is cut to its speech (from its first
 * phoneme or word to its last) and separated by its pause divided by the
 * speaking rate; timings are shifted to the joined clip.
 */
export function assembleSpeech(utterances: readonly UtteranceAudio[], rate: number, sampleRateHz: number): AssembledSpeech {
  const parts: PcmAudio[] = [createSilence(leadingSilenceMs, sampleRateHz)];
  const words: WordTiming[] = [];
  const phonemes: PhonemeTiming[] = [];
  let offsetMs = leadingSilenceMs;
  for (const utterance of utterances) {
    const bounds = speechBounds(utterance);
    const clip = cutWithFades(utterance.audio, bounds.startMs, bounds.endMs);
    const shift = offsetMs - bounds.startMs;
    for (const word of utterance.words) words.push({ text: word.text, startMs: word.startMs + shift, endMs: word.endMs + shift });
    for (const phoneme of utterance.phonemes) phonemes.push({ symbol: phoneme.symbol, startMs: phoneme.startMs + shift, endMs: phoneme.endMs + shift });
    parts.push(clip);
    offsetMs += (clip.samples.length / sampleRateHz) * 1000;
    if (utterance.pauseAfterMs > 0) {
      const pause = createSilence(utterance.pauseAfterMs / rate, sampleRateHz);
      parts.push(pause);
      offsetMs += (pause.samples.length / sampleRateHz) * 1000;
    }
  }
  parts.push(createSilence(trailingSilenceMs, sampleRateHz));
  return { audio: concatPcm(parts, sampleRateHz), words, phonemes };
}

function speechBounds(utterance: UtteranceAudio): { startMs: number; endMs: number } {
  const durationMs = (utterance.audio.samples.length / utterance.audio.sampleRateHz) * 1000;
  const starts = [...utterance.phonemes, ...utterance.words].map((timing) => timing.startMs);
  const ends = [...utterance.phonemes, ...utterance.words].map((timing) => timing.endMs);
  if (starts.length === 0) return { startMs: 0, endMs: durationMs };
  return {
    startMs: Math.max(0, Math.min(...starts) - keepBeforeMs),
    endMs: Math.min(durationMs, Math.max(...ends) + keepAfterMs),
  };
}

function cutWithFades(audio: PcmAudio, startMs: number, endMs: number): PcmAudio {
  const start = Math.round((startMs / 1000) * audio.sampleRateHz);
  const end = Math.max(start, Math.round((endMs / 1000) * audio.sampleRateHz));
  const samples = audio.samples.slice(start, end);
  const fadeLength = Math.min(Math.floor(samples.length / 2), Math.round((fadeMs / 1000) * audio.sampleRateHz));
  for (let index = 0; index < fadeLength; index++) {
    const gain = index / fadeLength;
    samples[index] = (samples[index] as number) * gain;
    samples[samples.length - 1 - index] = (samples[samples.length - 1 - index] as number) * gain;
  }
  return { samples, sampleRateHz: audio.sampleRateHz };
}
