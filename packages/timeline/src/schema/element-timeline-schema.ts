import { z } from 'zod';
import { TransitionEffectSchema } from './transition-effect.ts';

const nonNegativeMs = z.number().finite().min(0);

/**
 * Cross-in / cross-out: `in` plays during the first `in_time` ms of the
 * element's slot, `out` during the last `out_time` ms.
 */
export const CrossTransitionSchema = z.object({
  in: TransitionEffectSchema.optional(),
  out: TransitionEffectSchema.optional(),
  in_time: nonNegativeMs.default(0),
  out_time: nonNegativeMs.default(0),
});
export type CrossTransition = z.infer<typeof CrossTransitionSchema>;

/** An element's slot in its scene: `start` and `end` in ms from the scene start, end exclusive. */
export const ElementTimelineSchema = z
  .object({
    start: nonNegativeMs,
    end: nonNegativeMs,
    cross: CrossTransitionSchema.optional(),
  })
  .refine((timeline) => timeline.end >= timeline.start, { message: 'timeline.end must not be before timeline.start' });
export type ElementTimeline = z.infer<typeof ElementTimelineSchema>;
