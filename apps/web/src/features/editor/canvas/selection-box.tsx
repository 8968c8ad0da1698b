import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';
import type { RotatedBox } from './state/box-geometry.ts';
import { resizeHandles, type ResizeHandle } from './state/resize-box.ts';
import type { DragHandle } from './use-canvas-drag.ts';
import classes from './editor-canvas.module.css';

/** Where each handle sits on the box, in % of its size. */
const handlePlaces: Record<ResizeHandle, { left: number; top: number; cursor: string }> = {
  n: { left: 50, top: 0, cursor: 'ns-resize' },
  ne: { left: 100, top: 0, cursor: 'nesw-resize' },
  e: { left: 100, top: 50, cursor: 'ew-resize' },
  se: { left: 100, top: 100, cursor: 'nwse-resize' },
  s: { left: 50, top: 100, cursor: 'ns-resize' },
  sw: { left: 0, top: 100, cursor: 'nesw-resize' },
  w: { left: 0, top: 50, cursor: 'ew-resize' },
  nw: { left: 0, top: 0, cursor: 'nwse-resize' },
};

/** How far above the box the rotate handle floats, CSS px. */
const rotateHandleOffsetPx = 28;

/** A box in reference px placed over the canvas at `scale` CSS px per reference px, turned about its centre. */
export function getBoxStyle(box: RotatedBox, scale: number): CSSProperties {
  return {
    left: box.x * scale,
    top: box.y * scale,
    width: box.w * scale,
    height: box.h * scale,
    transform: box.r ? `rotate(${box.r}deg)` : undefined,
  };
}

export interface SelectionBoxProps {
  id: string;
  box: RotatedBox;
  scale: number;
  /** A single selection has resize and rotate handles. */
  hasHandles: boolean;
  onHandlePointerDown: (event: ReactPointerEvent, id: string, handle: DragHandle) => void;
}

/** The outline of a selected element (rotated with it) and, for a single selection, its handles. */
export function SelectionBox({ id, box, scale, hasHandles, onHandlePointerDown }: SelectionBoxProps) {
  return (
    <div className={classes.box} style={getBoxStyle(box, scale)} data-testid="editor-selection-box" data-element-id={id}>
      {hasHandles &&
        resizeHandles.map((handle) => (
          <div
            key={handle}
            className={classes.handle}
            style={{ left: `${handlePlaces[handle].left}%`, top: `${handlePlaces[handle].top}%`, cursor: handlePlaces[handle].cursor }}
            data-testid={`handle-${handle}`}
            onPointerDown={(event) => onHandlePointerDown(event, id, handle)}
          />
        ))}
      {hasHandles && (
        <div
          className={classes.rotateHandle}
          style={{ left: '50%', top: -rotateHandleOffsetPx }}
          data-testid="handle-rotate"
          onPointerDown={(event) => onHandlePointerDown(event, id, 'rotate')}
        />
      )}
    </div>
  );
}
