import { z } from 'zod';
import { ElementTypeSchema, TimelineElementSchema } from './element-schema.ts';

/**
 * A track holds elements (the spec's "layers") of one kind. When two elements
 * share a zindex, the one on the track with the higher `index` is on top, and
 * within a track the later layer is on top.
 */
export const TrackSchema = z.object({
  type: ElementTypeSchema,
  index: z.number().int(),
  layers: z.array(TimelineElementSchema).default([]),
});
export type Track = z.infer<typeof TrackSchema>;
export type TrackInput = z.input<typeof TrackSchema>;
