import { z } from 'zod';

/**
 * How a video, person or music element fills its timeline slot when the media
 * is shorter or longer than the slot:
 * - `play-loop`: starts over at the clip start.
 * - `play-immobilization`: plays once, then holds the last frame (silent).
 * - `play-preset-1`: plays once at normal speed; when the media ends the
 *   element disappears and falls silent.
 * - `play-match`: plays the whole clip exactly once, at the rate that makes it
 *   fit the slot (capped at {@link maxPlaybackRate}).
 */
export const PlayModeSchema = z.enum(['play-loop', 'play-immobilization', 'play-preset-1', 'play-match']);
export type PlayMode = z.infer<typeof PlayModeSchema>;

export const playModes: readonly PlayMode[] = PlayModeSchema.options;

/** The spec's cap on play-match playback rate. */
export const maxPlaybackRate = 16;
