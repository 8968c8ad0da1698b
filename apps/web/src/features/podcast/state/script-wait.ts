import { podcastOrigins } from '@talkreel/contract';
import { createFakeProgress, type FakeProgress } from '../../../ui/fake-progress/create-fake-progress.ts';
import type { PodcastFormOrigin } from './podcast-form.ts';

/** Spec §9: the simulated percent runs 60 s for a YouTube link, 20 s for any other source. */
export const YOUTUBE_SIMULATED_PROGRESS_MS = 60_000;
export const OTHER_SIMULATED_PROGRESS_MS = 20_000;

/** How the overlay describes the wait: its subtitle ('up to 90 seconds' for YouTube, '30 seconds' otherwise) and the bar's length. */
export interface ScriptWait {
  subtitle: 'upTo90Seconds' | 'upTo30Seconds';
  simulatedProgressMs: number;
}

export function scriptWaitOf(origin: PodcastFormOrigin): ScriptWait {
  return origin === podcastOrigins.youtube
    ? { subtitle: 'upTo90Seconds', simulatedProgressMs: YOUTUBE_SIMULATED_PROGRESS_MS }
    : { subtitle: 'upTo30Seconds', simulatedProgressMs: OTHER_SIMULATED_PROGRESS_MS };
}

/**
 * The overlay's simulated percent while the script is written (the server
 * reports no progress for it): nothing for the first 600 ms, then a rise to
 * 99 over the origin's time, and 100 only when the script is there.
 */
export function createScriptProgress(origin: PodcastFormOrigin, onProgress: (percent: number) => void): FakeProgress {
  return createFakeProgress({ onProgress, expectedDurationMs: scriptWaitOf(origin).simulatedProgressMs });
}
