import type { KenBurns } from '../schema/ken-burns-schema.ts';
import type { ResolvedTransform } from './resolved-transform.ts';
import type { ElementBox } from './transition-effects.ts';

/**
 * Where a Ken Burns move has taken an element `elapsedMs` into its slot of
 * `slotMs`: the scale and the focus move linearly from `from` to `to` (a
 * steady drift, as Ken Burns moves are made), and the element is scaled
 * about the focus, so that point of the box stays where it is. The element's
 * own rotation turns that offset with it (the compositor moves, then
 * rotates, then scales about the box centre). Opacity and rotation are left
 * to the caller: 1 and 0 here.
 */
export function getKenBurnsTransform(kenBurns: KenBurns, elapsedMs: number, slotMs: number, box: ElementBox, rotationDeg: number): ResolvedTransform {
  const progress = slotMs > 0 ? Math.min(1, Math.max(0, elapsedMs / slotMs)) : 0;
  const along = (from: number, to: number) => from + (to - from) * progress;
  const scale = along(kenBurns.from.scale, kenBurns.to.scale);
  // The focus, from the box centre in the element's own (unrotated) px; scaling by `scale` about the centre moves it by
  // (scale - 1) × that, so the element moves back by as much to keep the focus in place.
  const focusXPx = (along(kenBurns.from.focus_x, kenBurns.to.focus_x) - 0.5) * box.w;
  const focusYPx = (along(kenBurns.from.focus_y, kenBurns.to.focus_y) - 0.5) * box.h;
  const radians = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return {
    translateXPx: (focusXPx * cos - focusYPx * sin) * (1 - scale),
    translateYPx: (focusXPx * sin + focusYPx * cos) * (1 - scale),
    scale,
    rotationDeg: 0,
    opacity: 1,
  };
}
