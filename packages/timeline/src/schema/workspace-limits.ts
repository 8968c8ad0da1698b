/**
 * How big one workspace may be. A render costs CPU in proportion to its
 * duration and the elements it draws, so these bound what one request can ask
 * of a shared machine. 30 minutes is the spec's longest script (a podcast of
 * about 30,000 characters); the counts leave room for a sentence-by-sentence
 * subtitle track of such a script plus the pictures around it.
 */
export const workspaceLimits = {
  /** Total of every scene's duration. */
  maxDurationMs: 30 * 60_000,
  maxScenes: 300,
  /** Elements over all scenes and tracks. */
  maxElements: 5_000,
} as const;
