import type { CanvasSize } from '../schema/aspect-ratio.ts';
import type { TransitionEffect } from '../schema/transition-effect.ts';
import { restingTransform, type ResolvedTransform } from './resolved-transform.ts';

export interface ElementBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type TransitionPhase = 'in' | 'out';

/**
 * Motion eases out when entering and in when leaving: both are the same
 * cubic of the "rest" fraction (1 = at rest, 0 = fully transformed).
 */
function easeRest(restFraction: number): number {
  return 1 - (1 - restFraction) ** 3;
}

/**
 * How far the element's centre must travel to be fully off the canvas, even
 * rotated: half its diagonal beyond the edge.
 */
function offCanvasOffsets(box: ElementBox, canvas: CanvasSize) {
  const halfDiagonal = Math.hypot(box.w, box.h) / 2;
  const centerX = box.x + box.w / 2;
  const centerY = box.y + box.h / 2;
  return {
    beyondRight: canvas.widthPx + halfDiagonal - centerX,
    beyondLeft: -(centerX + halfDiagonal),
    beyondBottom: canvas.heightPx + halfDiagonal - centerY,
    beyondTop: -(centerY + halfDiagonal),
  };
}

/**
 * The transform an effect adds at `restFraction` (0 = start of a cross-in /
 * end of a cross-out, 1 = at rest). Directions name the motion: `left`
 * enters from beyond the right edge and leaves beyond the left edge.
 * - fade: opacity.  scale: grows from nothing.  scale-.5 / scale-2: zooms
 *   from half / double size while fading.  rotate / rotate-2: one / two
 *   counter-clockwise turns while growing.
 */
export function getTransitionTransform(
  effect: TransitionEffect,
  phase: TransitionPhase,
  restFraction: number,
  box: ElementBox,
  canvas: CanvasSize,
): ResolvedTransform {
  const rest = Math.min(1, Math.max(0, restFraction));
  const eased = easeRest(rest);
  const away = 1 - eased;
  const offsets = offCanvasOffsets(box, canvas);
  switch (effect) {
    case 'fade':
      return { ...restingTransform, opacity: rest };
    case 'scale':
      return { ...restingTransform, scale: eased };
    case 'scale-.5':
      return { ...restingTransform, scale: 0.5 + 0.5 * eased, opacity: rest };
    case 'scale-2':
      return { ...restingTransform, scale: 2 - eased, opacity: rest };
    case 'rotate':
      return { ...restingTransform, rotationDeg: -360 * away, scale: eased };
    case 'rotate-2':
      return { ...restingTransform, rotationDeg: -720 * away, scale: eased };
    case 'left':
      return { ...restingTransform, translateXPx: away * (phase === 'in' ? offsets.beyondRight : offsets.beyondLeft) };
    case 'right':
      return { ...restingTransform, translateXPx: away * (phase === 'in' ? offsets.beyondLeft : offsets.beyondRight) };
    case 'up':
      return { ...restingTransform, translateYPx: away * (phase === 'in' ? offsets.beyondBottom : offsets.beyondTop) };
    case 'down':
      return { ...restingTransform, translateYPx: away * (phase === 'in' ? offsets.beyondTop : offsets.beyondBottom) };
  }
}
