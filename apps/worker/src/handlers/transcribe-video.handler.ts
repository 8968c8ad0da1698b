import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TranslationSegment, TranslationSpeaker } from '@talkreel/contract';
import { transcribeVideoJob, type TranscribeVideoJobResult } from '@talkreel/jobs';
import { implementJob, PermanentJobError, type Runtime } from '@talkreel/platform';
import { decodeWav, estimatePitch, loadVoiceCatalogue, pickCounterpartVoice, slicePcm, splitSpeakers, summarizePitch, type PcmAudio } from '@talkreel/speech';
import { assignSpeakers, TranscriptionError } from '@talkreel/transcribe';
import { translationLanguage, TranslationError } from '@talkreel/translate';
import type { Engines } from '../engines.ts';
import { downloadStored, extractSpeechWav } from '../translation/download-source.ts';

/** The recogniser's rate: every engine takes 16 kHz mono. */
const recognitionRateHz = 16_000;
/** Below this median pitch a voice is taken as a man's (the default voices follow it; the person can change them). */
const maleBelowHz = 165;

/** A speaker's gender guessed from the pitch of their segments; null when too little is voiced. */
function guessGender(audio: PcmAudio, spans: readonly { start_ms: number; end_ms: number }[]): 'female' | 'male' | null {
  const frames = spans.flatMap((span) => estimatePitch(slicePcm(audio, span.start_ms, span.end_ms)));
  const summary = summarizePitch(frames);
  if (!Number.isFinite(summary.medianHz) || summary.voicedFraction < 0.05) return null;
  return summary.medianHz < maleBelowHz ? 'male' : 'female';
}

/**
 * An uploaded video's speech as an editable transcript: the sound extracted
 * (`extract`), recognised (`transcribe`), split by speaker (`speakers`) and
 * translated into each target language with default voices (`translate`).
 * What the person must act on (no speech, a language nothing recognises) is
 * the translation's failure with its reason; the task itself is done.
 */
export function createTranscribeVideoHandler(runtime: Runtime, engines: Engines) {
  const catalogue = loadVoiceCatalogue();
  const { translations } = runtime.repositories;

  return implementJob(transcribeVideoJob, async (payload, context): Promise<TranscribeVideoJobResult> => {
    const row = await translations.findById(payload.translationId);
    if (!row || row.owner_id !== payload.ownerId || !row.source_key) throw new PermanentJobError('This translation no longer exists');
    const report = async (stage: string, percent: number) => {
      await context.reportProgress(percent, stage);
      await translations.reportProgress(row.id, stage, percent);
    };
    const workDir = await mkdtemp(path.join(runtime.tempDir, 'transcribe-'));
    try {
      await report('extract', 1);
      const videoPath = await downloadStored(runtime, row.source_key, workDir, 'source', context.signal);
      const wavPath = path.join(workDir, 'speech.wav');
      await extractSpeechWav(runtime, videoPath, wavPath, recognitionRateHz, context.signal);
      const wav = await readFile(wavPath);
      await report('transcribe', 5);
      const recognizer = engines.recognizers.pick(row.source_language);
      const transcript = await recognizer.transcribe({
        audio: wav,
        language: row.source_language,
        signal: context.signal,
        onProgress: (fraction) => void report('transcribe', 5 + fraction * 60).catch(() => undefined),
      });
      await report('speakers', 66);
      const audio = decodeWav(wav);
      const split = splitSpeakers(audio);
      const assigned = assignSpeakers(transcript.segments, split.turns);
      const speakerNumbers = [...new Set(assigned.map((segment) => Math.max(0, segment.speaker - 1)))].sort();
      await report('translate', 72);
      const texts = assigned.map((segment) => segment.text);
      const translated = new Map<string, string[]>();
      for (const [index, language] of row.target_languages.entries()) {
        const translator = await engines.translators.pick(row.source_language, language);
        translated.set(language, (await translator.translate({ texts, from: row.source_language, to: language, signal: context.signal })).texts);
        await report('translate', 72 + ((index + 1) / row.target_languages.length) * 26);
      }
      const segments: TranslationSegment[] = assigned.map((segment, index) => ({
        id: `s${index + 1}`,
        speaker: Math.max(0, segment.speaker - 1),
        start_ms: Math.round(segment.startMs),
        end_ms: Math.max(Math.round(segment.startMs) + 1, Math.round(segment.endMs)),
        text: segment.text,
        translations: Object.fromEntries(row.target_languages.map((language) => [language, translated.get(language)?.[index] ?? ''])),
      }));
      const speakers: TranslationSpeaker[] = speakerNumbers.map((speaker) => {
        const gender = guessGender(
          audio,
          segments.filter((segment) => segment.speaker === speaker),
        );
        const voiceIds: Record<string, string> = {};
        for (const language of row.target_languages) {
          const voiceLanguage = translationLanguage(language)?.voiceLanguage;
          const voice = voiceLanguage ? pickCounterpartVoice(catalogue.voices, { gender: gender ?? 'female' }, voiceLanguage) : undefined;
          if (voice) voiceIds[language] = voice.id;
        }
        return { speaker, name: `Speaker ${speaker + 1}`, gender, voice_ids: voiceIds };
      });
      await translations.saveTranscript(row.id, {
        segments,
        speakers,
        engines: { ...row.engines, transcriber: { name: recognizer.name, quality: recognizer.quality } },
      });
      return context.completeInTransaction(async () => ({ segments: segments.length, speakers: speakers.length }));
    } catch (error) {
      const actionable =
        (error instanceof TranscriptionError && error.code !== 'engine_failed') || (error instanceof TranslationError && error.code !== 'engine_failed');
      if (!actionable) throw error;
      await translations.markFailed(row.id, { reason: error.code, msg: error.message });
      return context.completeInTransaction(async () => ({ segments: 0, speakers: 0 }));
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  });
}
