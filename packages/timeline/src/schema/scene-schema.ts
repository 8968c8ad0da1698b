import { z } from 'zod';
import { TrackSchema } from './track-schema.ts';
import { workspaceLimits } from './workspace-limits.ts';

/** Scenes play one after another; element times are relative to their scene's start. */
export const SceneSchema = z.object({
  id: z.string().optional(),
  /** Scene length in ms. */
  duration: z.number().finite().positive().max(workspaceLimits.maxDurationMs, { message: 'A scene lasts at most 30 minutes (1800000 ms)' }),
  /** CSS colour behind every element of the scene. */
  bg_color: z.string().default('#000000'),
  tracks: z.array(TrackSchema).default([]),
});
export type Scene = z.infer<typeof SceneSchema>;
export type SceneInput = z.input<typeof SceneSchema>;
