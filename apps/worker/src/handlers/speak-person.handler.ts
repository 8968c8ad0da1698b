import { speakPerson } from '@talkreel/face';
import { speakPersonJob } from '@talkreel/jobs';
import { implementJob, PermanentJobError, type Runtime } from '@talkreel/platform';
import { encodeWav, type SpeechEngineSet } from '@talkreel/speech';
import { PersonSpeechSchema } from '@talkreel/timeline';

/** Where saving starts, percent: synthesis is nearly all of the work. */
const savingPercent = 90;

/**
 * A person's new script spoken for the editor: the same synthesis the render
 * does (`speakPerson`), so the length and words the editor shows are the
 * render's. The WAV is stored under the task's key and recorded as the
 * owner's audio, so the editor can play it and a render accepts it as the
 * owner's media.
 */
export function createSpeakPersonHandler(runtime: Runtime, speech: SpeechEngineSet) {
  const { userVoices, voices } = runtime.repositories;
  return implementJob(speakPersonJob, async (payload, context) => {
    const { ownerId } = payload;
    await context.reportProgress(0, 'speech');
    const spoken = await speakPerson(
      { speech, ffmpegPath: runtime.ffmpegPath },
      {
        signal: context.signal,
        findVoice: async (voiceId) => (await userVoices.findOwned(ownerId, voiceId)) ?? (await voices.findById(voiceId)),
        // Only a recording is downloaded, and this job always speaks a script.
        downloadOwned: () => Promise.reject(new PermanentJobError('A recording is not spoken again: only a script is')),
      },
      // Through the element's schema, so the person is spoken exactly as a render would speak it.
      PersonSpeechSchema.parse({ script: payload.script, voice_id: payload.voiceId }),
    );
    await context.reportProgress(savingPercent, 'saving');
    // The key depends only on the task: a run after a crash overwrites the same object.
    const audioKey = `speech/${ownerId}/${context.taskId}/voice.wav`;
    const { sizeBytes } = await runtime.storage.put(audioKey, Buffer.from(encodeWav(spoken.pcm)), { contentType: 'audio/wav' });
    return context.completeInTransaction(async (trx) => {
      await runtime.repositories.boundTo(trx).files.record({
        owner_id: ownerId,
        storage_key: audioKey,
        purpose: 'audio',
        kind: 'wav',
        content_type: 'audio/wav',
        size_bytes: sizeBytes,
        original_name: 'voice.wav',
      });
      return {
        audioKey,
        durationMs: spoken.durationMs,
        words: spoken.words.map((word) => ({ text: word.text, start: word.startMs, end: word.endMs })),
      };
    });
  });
}
