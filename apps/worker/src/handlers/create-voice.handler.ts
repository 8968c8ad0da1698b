import { createVoiceStageStartPercents, type MatchedVoice, type VoiceMeasurements } from '@talkreel/contract';
import { createVoiceJob } from '@talkreel/jobs';
import { implementJob, PermanentJobError, readStoredBytes, type Runtime } from '@talkreel/platform';
import {
  decodeAudio,
  getLanguage,
  loadVoiceCatalogue,
  matchVoice,
  storeSpeechMp3,
  synthesizeWithStoredEngine,
  type SpeechEngineSet,
  type VoiceCatalogue,
} from '@talkreel/speech';

/** Shorter recordings carry too little speech to measure a pitch and pace from. */
export const minRecordingMs = 1000;

/**
 * A voice from a recording: a real clone when ElevenLabs is configured,
 * otherwise an honest voice match (the closest built-in voice, tuned to the
 * recording's pitch and pace). Either way it joins My Voices with a preview
 * of the language's sample sentence.
 */
export function createCreateVoiceHandler(runtime: Runtime, speech: SpeechEngineSet) {
  let catalogue: VoiceCatalogue | undefined;
  const { userVoices } = runtime.repositories;
  return implementJob(createVoiceJob, async (payload, context) => {
    const { signal } = context;
    const bytes = await readStoredBytes(runtime.storage, payload.recordingKey);
    let engine: Record<string, unknown>;
    let gender = 'female';
    let measurements: VoiceMeasurements | null = null;
    let matchedVoice: MatchedVoice | null = null;
    const matchingSpan = createVoiceStageStartPercents.saving - createVoiceStageStartPercents.matching;
    if (payload.method === 'clone') {
      if (!speech.voiceCloning) throw new PermanentJobError('Voice cloning is not configured on this server any more: please try again');
      await context.reportProgress(createVoiceStageStartPercents.cloning);
      // Once per task: a run after a crash adopts the clone the killed run made.
      const { voiceId } = await speech.voiceCloning.cloneVoiceOnce(context.taskId, {
        name: payload.name,
        samples: [{ bytes, fileName: payload.recordingName, contentType: payload.recordingContentType }],
      });
      engine = { name: 'elevenlabs', voice: voiceId };
    } else {
      const pcm = await decodeAudio(bytes, { ffmpegPath: runtime.ffmpegPath }).catch(() => {
        throw new PermanentJobError('The recording could not be read as audio: please record again as MP3 or WAV');
      });
      if (pcm.samples.length < (pcm.sampleRateHz * minRecordingMs) / 1000) {
        throw new PermanentJobError(`The recording is too short: record at least ${minRecordingMs / 1000} second of speech`);
      }
      catalogue ??= loadVoiceCatalogue();
      // Measuring the recording is the first of the match's steps; the rest compare it with the built-in voices.
      let isRecordingMeasured = false;
      const match = await matchVoice({
        recording: pcm,
        language: payload.language,
        candidates: catalogue.voices,
        engines: speech.engines,
        cpuPool: runtime.batchPool,
        signal,
        onProgress: (fraction) => {
          // The runner drops a write that follows another within a moment, so the step into saving is reported here, not after.
          const percent =
            fraction >= 1
              ? createVoiceStageStartPercents.saving
              : isRecordingMeasured
                ? createVoiceStageStartPercents.matching + fraction * matchingSpan
                : createVoiceStageStartPercents.matching;
          isRecordingMeasured = true;
          void context.reportProgress(Math.min(percent, createVoiceStageStartPercents.saving));
        },
      }).catch((error: Error) => {
        if (signal.aborted) throw error;
        throw new PermanentJobError(`The recording could not be matched to a built-in voice: ${error.message}`);
      });
      engine = match.engine;
      gender = match.voice.gender;
      measurements = { ...match.recording };
      matchedVoice = { id: match.voice.id, name: match.voice.name, gender: match.voice.gender, accent: match.voice.accent };
    }
    await context.reportProgress(createVoiceStageStartPercents.saving);
    const preview = await synthesizeWithStoredEngine(speech.engines, engine, payload.language, getLanguage(payload.language).sample_text, signal);
    // One key per task: a re-run after a crash overwrites the same object.
    const previewKey = `voices/user/${payload.ownerId}/${context.taskId}.mp3`;
    await storeSpeechMp3(runtime.storage, previewKey, preview, { ffmpegPath: runtime.ffmpegPath });
    return context.completeInTransaction(async (trx) => {
      const row = await userVoices.create(
        {
          owner_id: payload.ownerId,
          name: payload.name,
          kind: payload.method === 'clone' ? 'cloned' : 'matched',
          source_voice_id: null,
          language: payload.language,
          gender,
          engine,
          measurements,
          preview_key: previewKey,
        },
        trx,
      );
      return { userVoiceId: row.id, kind: row.kind === 'cloned' ? 'cloned' : 'matched', measurements, matchedVoice };
    });
  });
}
