import { z } from 'zod';

/**
 * One end of a Ken Burns move: how far the element is zoomed (1 = its own
 * box) and the point of its box that stays where it is while it zooms, as
 * fractions of the box's width (`focus_x`) and height (`focus_y`) from its
 * top-left corner.
 */
export const KenBurnsFrameSchema = z.object({
  scale: z.number().finite().min(1).max(3).default(1),
  focus_x: z.number().min(0).max(1).default(0.5),
  focus_y: z.number().min(0).max(1).default(0.5),
});
export type KenBurnsFrame = z.infer<typeof KenBurnsFrameSchema>;

/**
 * A slow zoom and pan over the element's whole slot (a still made to move):
 * the element goes from `from` to `to` at an even pace, start to end of its
 * slot. Scales are at least 1 and the focus stays inside the box, so the
 * moving element always covers its own box: a picture filling the frame
 * never shows an edge, and the frame itself crops what grows beyond it.
 */
export const KenBurnsSchema = z.object({
  from: KenBurnsFrameSchema.prefault({}),
  to: KenBurnsFrameSchema.prefault({}),
});
export type KenBurns = z.infer<typeof KenBurnsSchema>;
