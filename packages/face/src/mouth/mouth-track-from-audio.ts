import { alignToReference, decodeWav, getPcmDurationMs, type PcmAudio, type PhonemeTiming, type SpeechSynthesisResult } from '@talkreel/speech';
import type { MouthTrack } from '../face-types.ts';
import { acousticShapeSegments } from './acoustic-shapes.ts';
import { applyMouthTiming, type ShapeSegment } from './mouth-timing.ts';
import { shapeSegmentsFromPhonemes } from './mouth-track-from-phonemes.ts';
import { computeSpeechEnvelope, envelopeStepMs } from './speech-envelope.ts';

export interface MouthTrackFromAudioOptions {
  /** What the recording says, when known: the track then follows its phonemes. */
  transcript?: { text: string; language: string };
  /** Speaks the transcript with an embedded voice that gives phonemes (eSpeak NG); needed with `transcript`. */
  synthesize?: (text: string, language: string) => Promise<SpeechSynthesisResult>;
}

/** A guided alignment is trusted only if its phonemes cover the recording's clear speech… */
const minSpeechCoverage = 0.8;
/** …its vowels land on sound… */
const minVowelsOnSound = 0.75;
/** …and the recording is not more than this many times faster or slower than the reference voice. */
const maxRateRatio = 2.5;
/** Envelope level that counts as clear speech for the coverage check. */
const clearSpeech = 0.3;

/**
 * The mouth track of a recording (an uploaded voice, a cloud voice with no
 * phonemes). With a transcript and a `synthesize` function, the transcript
 * is spoken by an embedded voice, DTW over MFCCs carries its phoneme times
 * onto the recording, and the shapes follow the phonemes
 * ('audio-with-transcript'); when that alignment does not fit the
 * recording (the phonemes miss its speech or land on its silences, the
 * pace is implausible, or alignment fails), or without a transcript, the
 * shapes come from the sound itself ('audio'). Either way the timing rules
 * and the recording's own envelope apply.
 */
export async function mouthTrackFromAudio(pcm: PcmAudio, options: MouthTrackFromAudioOptions = {}): Promise<MouthTrack> {
  const envelope = computeSpeechEnvelope(pcm);
  const durationMs = getPcmDurationMs(pcm);
  const track = (segments: ShapeSegment[], source: MouthTrack['source']): MouthTrack => ({
    durationMs,
    cues: applyMouthTiming(segments, envelope, durationMs),
    envelope,
    envelopeStepMs,
    source,
  });
  if (options.transcript && options.synthesize && options.transcript.text.trim() !== '') {
    const reference = await options.synthesize(options.transcript.text, options.transcript.language);
    const phonemes = alignPhonemes(pcm, reference);
    if (phonemes && fitsRecording(phonemes, envelope)) return track(shapeSegmentsFromPhonemes(phonemes), 'audio-with-transcript');
  }
  return track(acousticShapeSegments(pcm, envelope), 'audio');
}

/** The reference's phonemes moved onto the recording's time line; null when there are none or alignment fails. */
function alignPhonemes(pcm: PcmAudio, reference: SpeechSynthesisResult): PhonemeTiming[] | null {
  if (reference.phonemes.length === 0) return null;
  const referencePcm = decodeWav(reference.audio);
  const referenceSpeechMs = spokenMs(reference.phonemes);
  try {
    const aligned = alignToReference(
      pcm,
      referencePcm,
      reference.phonemes.map((phoneme) => ({ text: phoneme.symbol, startMs: phoneme.startMs, endMs: phoneme.endMs })),
    );
    const phonemes = aligned.map((timing) => ({ symbol: timing.text, startMs: timing.startMs, endMs: timing.endMs }));
    const ratio = spokenMs(phonemes) / Math.max(1, referenceSpeechMs);
    return ratio > 1 / maxRateRatio && ratio < maxRateRatio ? phonemes : null;
  } catch {
    return null;
  }
}

function spokenMs(phonemes: readonly PhonemeTiming[]): number {
  return phonemes.reduce((sum, phoneme) => sum + Math.max(0, phoneme.endMs - phoneme.startMs), 0);
}

/** Whether aligned phonemes cover the recording's clear speech and their vowels sit on sound. */
function fitsRecording(phonemes: readonly PhonemeTiming[], envelope: readonly number[]): boolean {
  const covered = new Uint8Array(envelope.length);
  let vowelFrames = 0;
  let vowelFramesOnSound = 0;
  for (const phoneme of phonemes) {
    const first = Math.max(0, Math.floor(phoneme.startMs / envelopeStepMs));
    const last = Math.min(envelope.length, Math.ceil(phoneme.endMs / envelopeStepMs));
    const isVowel = /[aeiouyæɑɐɒɔəɘɛɜɞɤɨɪɯɵɶʉʊʌʏøœ]/u.test(phoneme.symbol);
    for (let frame = first; frame < last; frame++) {
      covered[frame] = 1;
      if (!isVowel) continue;
      vowelFrames++;
      if ((envelope[frame] ?? 0) > 0) vowelFramesOnSound++;
    }
  }
  let clearFrames = 0;
  let clearCovered = 0;
  for (const [frame, loudness] of envelope.entries()) {
    if (loudness < clearSpeech) continue;
    clearFrames++;
    clearCovered += covered[frame] as number;
  }
  return clearFrames > 0 && clearCovered / clearFrames >= minSpeechCoverage && vowelFrames > 0 && vowelFramesOnSound / vowelFrames >= minVowelsOnSound;
}
