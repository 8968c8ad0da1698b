/**
 * Where and how an element is drawn in one frame, about the centre of its box:
 * move by (translateXPx, translateYPx), rotate by rotationDeg (clockwise),
 * scale, then draw at `opacity` (0–1). Px are reference-canvas px.
 */
export interface ResolvedTransform {
  translateXPx: number;
  translateYPx: number;
  scale: number;
  rotationDeg: number;
  opacity: number;
}

export const restingTransform: ResolvedTransform = {
  translateXPx: 0,
  translateYPx: 0,
  scale: 1,
  rotationDeg: 0,
  opacity: 1,
};

/** Applies `b` on top of `a`: translations and rotations add, scales and opacities multiply. */
export function composeTransforms(a: ResolvedTransform, b: ResolvedTransform): ResolvedTransform {
  return {
    translateXPx: a.translateXPx + b.translateXPx,
    translateYPx: a.translateYPx + b.translateYPx,
    scale: a.scale * b.scale,
    rotationDeg: a.rotationDeg + b.rotationDeg,
    opacity: a.opacity * b.opacity,
  };
}
