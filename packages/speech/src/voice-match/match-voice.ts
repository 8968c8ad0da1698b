import type { CpuPool } from '@talkreel/platform';
import type { PcmAudio } from '../audio/pcm-audio.ts';
import { decodeWav } from '../audio/wav.ts';
import { getLanguage } from '../catalogue/languages.ts';
import type { PublicVoice, VoiceEngineSettings } from '../catalogue/voice-schema.ts';
import { synthesizeWithSettings, type SpeechEngines } from '../speak/synthesize-with-voice.ts';
import { measureVoice, type VoiceMeasurements } from './measure-voice.ts';

/** The embedded voice closest to a recording, and the settings that bring it closer still. */
export interface VoiceMatch {
  /** The catalogue voice the match started from. */
  voice: PublicVoice;
  /** That voice's engine settings with pitch and rate moved toward the recording. */
  engine: VoiceEngineSettings;
  recording: VoiceMeasurements;
  /** The tuned settings, measured on the language's sample sentence. */
  tuned: VoiceMeasurements;
}

const measureModule = new URL('./measure-voice.ts', import.meta.url);

/** Tuning stays within what still sounds like the chosen voice. */
const maxPitchShiftSemitones = 6;
const minRateFactor = 0.75;
const maxRateFactor = 1.35;

/**
 * "Cloning" with the embedded engines: measures the recording (median pitch,
 * pitch range, speaking rate, brightness), renders each candidate voice of
 * the language on its sample sentence and measures it the same way, picks
 * the nearest (pitch distance in semitones weighs most, then brightness,
 * then rate), and shifts its pitch and rate by the remaining differences.
 * Measuring is CPU work (about a second per minute of audio): give a
 * CpuPool to keep it off the event loop.
 */
export async function matchVoice(input: {
  recording: PcmAudio;
  language: string;
  candidates: readonly PublicVoice[];
  engines: SpeechEngines;
  cpuPool?: CpuPool;
  /** Called after the recording and after each candidate is measured: 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<VoiceMatch> {
  const candidates = input.candidates.filter((voice) => voice.language === input.language && input.engines[voice.engine.name]);
  if (candidates.length === 0) throw new Error(`No embedded voice in "${input.language}" to match against`);
  const analyse = (audio: PcmAudio) =>
    input.cpuPool ? input.cpuPool.run<PcmAudio, VoiceMeasurements>(measureModule, 'measureVoice', audio) : Promise.resolve(measureVoice(audio));
  // Measuring the recording, each candidate, and the tuned result: one step each.
  const stepCount = candidates.length + 2;
  let stepsDone = 0;
  const step = () => {
    input.signal?.throwIfAborted();
    stepsDone += 1;
    input.onProgress?.(stepsDone / stepCount);
  };
  const recording = await analyse(input.recording);
  step();
  const sampleText = getLanguage(input.language).sample_text;
  const measure = async (settings: VoiceEngineSettings) => {
    const result = await synthesizeWithSettings(input.engines, settings, sampleText, input.language);
    return analyse(decodeWav(result.audio));
  };
  let best: { voice: PublicVoice; measured: VoiceMeasurements; distance: number } | undefined;
  for (const voice of candidates) {
    const measured = await measure(voice.engine);
    const distance = voiceDistance(recording, measured);
    step();
    if (!best || distance < best.distance) best = { voice, measured, distance };
  }
  if (!best) throw new Error('No candidate could be measured');
  const engine = tune(best.voice.engine, recording, best.measured);
  const tuned = await measure(engine);
  step();
  return { voice: best.voice, engine, recording, tuned };
}

/** Weighted distance: 1 per semitone of median pitch, 1 per 15 % of brightness, 1 per 25 % of speaking rate. */
export function voiceDistance(a: VoiceMeasurements, b: VoiceMeasurements): number {
  const pitch = Math.abs(12 * Math.log2(a.medianPitchHz / b.medianPitchHz));
  const brightness = Math.abs(Math.log(a.brightnessHz / b.brightnessHz)) / Math.log(1.15);
  const rate = Math.abs(Math.log(a.speakingRateSyllablesPerSecond / b.speakingRateSyllablesPerSecond)) / Math.log(1.25);
  return pitch + brightness + rate;
}

function tune(settings: VoiceEngineSettings, recording: VoiceMeasurements, candidate: VoiceMeasurements): VoiceEngineSettings {
  const pitchShift = clamp(12 * Math.log2(recording.medianPitchHz / candidate.medianPitchHz), -maxPitchShiftSemitones, maxPitchShiftSemitones);
  const rateFactor = clamp(recording.speakingRateSyllablesPerSecond / candidate.speakingRateSyllablesPerSecond, minRateFactor, maxRateFactor);
  const pitchLimit = settings.name === 'espeak-ng' ? { min: -7, max: 9 } : { min: -12, max: 12 };
  return {
    ...settings,
    pitch: round(clamp(settings.pitch + pitchShift, pitchLimit.min, pitchLimit.max)),
    rate: round(clamp(settings.rate * rateFactor, 0.5, 2)),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
