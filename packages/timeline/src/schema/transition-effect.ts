import { z } from 'zod';

/**
 * Cross-in and cross-out effects. Directions name the way the element moves:
 * `left` enters from the right edge moving left, and leaves off the left edge.
 */
export const TransitionEffectSchema = z.enum(['fade', 'scale', 'scale-.5', 'scale-2', 'rotate', 'rotate-2', 'left', 'right', 'up', 'down']);
export type TransitionEffect = z.infer<typeof TransitionEffectSchema>;

export const transitionEffects: readonly TransitionEffect[] = TransitionEffectSchema.options;
