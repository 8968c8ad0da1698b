import type { ArrangeMove, CanvasSize, EditBox, TimelineElement, VisualElement } from '@talkreel/timeline';

/**
 * A typed width or height. With the ratio locked the other side follows in
 * the element's current proportion (a box with a zero side keeps it).
 */
export function buildSizeBox(box: EditBox, side: 'w' | 'h', value: number, isRatioLocked: boolean): Partial<EditBox> {
  const size = Math.max(0, value);
  if (!isRatioLocked || box.w <= 0 || box.h <= 0) return { [side]: size };
  return side === 'w' ? { w: size, h: (size * box.h) / box.w } : { h: size, w: (size * box.w) / box.h };
}

export type CanvasAlignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/** Each visual element moved to an edge or the centre line of the canvas (only the axis the alignment is about). */
export function buildAlignedBoxes(elements: readonly TimelineElement[], canvas: CanvasSize, alignment: CanvasAlignment): ({ id: string } & Partial<EditBox>)[] {
  return elements
    .filter((element): element is VisualElement & { id: string } => element.type !== 'music' && element.id !== undefined)
    .map((element) => {
      switch (alignment) {
        case 'left':
          return { id: element.id, x: 0 };
        case 'center':
          return { id: element.id, x: (canvas.widthPx - element.w) / 2 };
        case 'right':
          return { id: element.id, x: canvas.widthPx - element.w };
        case 'top':
          return { id: element.id, y: 0 };
        case 'middle':
          return { id: element.id, y: (canvas.heightPx - element.h) / 2 };
        case 'bottom':
          return { id: element.id, y: canvas.heightPx - element.h };
      }
    });
}

/**
 * The order to arrange several elements one by one so they keep their order
 * among themselves: forward and to-back take the topmost first, backward and
 * to-front the lowest first (so none steps over another selected one).
 */
export function orderForArrange(elements: readonly TimelineElement[], move: ArrangeMove): string[] {
  const isTopmostFirst = move === 'forward' || move === 'back';
  const sorted = elements
    .filter((element): element is TimelineElement & { id: string } => element.id !== undefined)
    .map((element, index) => ({ element, index }))
    .sort((a, b) => a.element.zindex - b.element.zindex || a.index - b.index);
  if (isTopmostFirst) sorted.reverse();
  return sorted.map(({ element }) => element.id);
}
