import type { CpuPool } from '@talkreel/platform';
import type { PcmAudio } from '../audio/pcm-audio.ts';
import type { SpeakerSplit } from './split-speakers.ts';

const splitModule = new URL('./split-speakers.ts', import.meta.url);

/** `splitSpeakers` on a pool thread: half an hour of audio is some seconds of arithmetic, off the event loop. */
export function splitSpeakersInPool(pool: CpuPool, audio: PcmAudio, signal?: AbortSignal): Promise<SpeakerSplit> {
  return pool.run<PcmAudio, SpeakerSplit>(splitModule, 'splitSpeakers', audio, signal ? { signal } : {});
}
