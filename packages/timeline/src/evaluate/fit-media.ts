import type { ContentPosition } from '../schema/element-shape-schema.ts';
import type { FitMode } from '../schema/element-schema.ts';

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Which part of the source to draw (`source`, in source px) and where in the
 * box (`destination`, relative to the box's top-left, in box units).
 */
export interface FitPlacement {
  source: PixelRect;
  destination: PixelRect;
}

/** 0 = start edge, 0.5 = centred, 1 = end edge, for the horizontal and vertical axes. */
function anchorOf(position: ContentPosition): { horizontal: number; vertical: number } {
  switch (position) {
    case 'top':
      return { horizontal: 0.5, vertical: 0 };
    case 'bottom':
      return { horizontal: 0.5, vertical: 1 };
    case 'left':
      return { horizontal: 0, vertical: 0.5 };
    case 'right':
      return { horizontal: 1, vertical: 0.5 };
    case 'center':
      return { horizontal: 0.5, vertical: 0.5 };
  }
}

/**
 * Places media of `sourceWidth`×`sourceHeight` in a `boxWidth`×`boxHeight`
 * box: `cover` crops the source to the box's shape, `contain` letterboxes
 * it, `fill` stretches it. `position` anchors the crop or the letterbox.
 */
export function fitMedia(
  sourceWidth: number,
  sourceHeight: number,
  boxWidth: number,
  boxHeight: number,
  fitMode: FitMode,
  position: ContentPosition = 'center',
): FitPlacement {
  const anchor = anchorOf(position);
  const wholeSource = { x: 0, y: 0, width: sourceWidth, height: sourceHeight };
  if (fitMode === 'fill' || sourceWidth <= 0 || sourceHeight <= 0) {
    return { source: wholeSource, destination: { x: 0, y: 0, width: boxWidth, height: boxHeight } };
  }
  if (fitMode === 'cover') {
    const scale = Math.max(boxWidth / sourceWidth, boxHeight / sourceHeight);
    const width = Math.min(sourceWidth, boxWidth / scale);
    const height = Math.min(sourceHeight, boxHeight / scale);
    return {
      source: { x: (sourceWidth - width) * anchor.horizontal, y: (sourceHeight - height) * anchor.vertical, width, height },
      destination: { x: 0, y: 0, width: boxWidth, height: boxHeight },
    };
  }
  const scale = Math.min(boxWidth / sourceWidth, boxHeight / sourceHeight);
  const width = sourceWidth * scale;
  const height = sourceHeight * scale;
  return {
    source: wholeSource,
    destination: { x: (boxWidth - width) * anchor.horizontal, y: (boxHeight - height) * anchor.vertical, width, height },
  };
}
