import type { PersonSpeechStatus } from '@talkreel/contract';
import { captionCuesFromSpeech, findElement, replacePersonCaptions, setPersonSpeech } from '@talkreel/timeline';
import { useCallback, useEffect, useRef, useState } from 'react';
import { speakPerson } from '../api/person-speech-requests.ts';
import type { EditorStore } from '../state/editor-store.ts';
import { SpokenWordsCache, type SpokenWords } from '../state/spoken-words.ts';

const spokenWords = new SpokenWordsCache();

export type SpeechJobState =
  { state: 'idle' } | { state: 'running'; stage: PersonSpeechStatus['stage']; progress: number } | { state: 'failed'; message: string };

/**
 * Speaks a person's script with a voice as a job (stage and progress shown),
 * then applies it as one edit: the script and voice, the person's length
 * following the speech, and the audio the preview plays. `regenerateCaptions`
 * turns the speech's words into the person's editable captions (speaking
 * first when this script was not spoken in this session).
 */
export function usePersonSpeech(store: EditorStore, elementId: string) {
  const [job, setJob] = useState<SpeechJobState>({ state: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const run = useCallback(
    async (script: string, voiceId: string): Promise<SpokenWords | null> => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setJob({ state: 'running', stage: 'queued', progress: 0 });
      try {
        const done = await speakPerson(
          script,
          voiceId,
          (status) => setJob({ state: 'running', stage: status.stage, progress: status.progress }),
          controller.signal,
        );
        if (done.status === 'failed' || done.audio_path === null || done.audio_url === null || done.duration_ms === null) {
          setJob({ state: 'failed', message: done.err_msg ?? '' });
          return null;
        }
        store.media.add(done.audio_path, done.audio_url);
        store.execute(setPersonSpeech(elementId, { script, voiceId, durationMs: done.duration_ms, previewAudio: done.audio_path }));
        const spoken = { script, voiceId, words: done.words };
        spokenWords.remember(elementId, spoken);
        setJob({ state: 'idle' });
        return spoken;
      } catch (error) {
        if (!controller.signal.aborted) setJob({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        return null;
      }
    },
    [store, elementId],
  );

  const regenerateCaptions = useCallback(async () => {
    const element = findElement(store.workspace, elementId)?.element;
    const speech = element?.type === 'person' ? element.prop.speech : undefined;
    if (!speech?.script || !speech.voice_id) return;
    const spoken = spokenWords.find(elementId, speech.script, speech.voice_id) ?? (await run(speech.script, speech.voice_id));
    const current = findElement(store.workspace, elementId)?.element;
    if (!spoken || !current) return;
    const cues = captionCuesFromSpeech(current.timeline.start, spoken.script, spoken.words, store.workspace.aspect_ratio);
    store.execute(replacePersonCaptions(elementId, cues, store.workspace.aspect_ratio));
  }, [store, elementId, run]);

  return { job, speak: run, regenerateCaptions };
}
