import { findElement, isVisualElement, type CanvasSize, type VisualElement } from '@talkreel/timeline';
import { useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import type { TimelinePlayerEngine } from '../../../ui/timeline-player/state/timeline-player-engine.ts';
import { useLiveEditorSnapshot, useEditorStore } from '../hooks/use-editor.ts';
import { findVisualAt } from './state/hit-test.ts';
import { MediaProblems } from './media-problems.tsx';
import { SelectionBox } from './selection-box.tsx';
import { TextEditingBox } from './text-editing-box.tsx';
import { getElementBox, useCanvasDrag } from './use-canvas-drag.ts';
import { useMediaFailures } from './use-editor-player.ts';
import classes from './editor-canvas.module.css';

export interface CanvasOverlayProps {
  engine: TimelinePlayerEngine;
  canvasSize: CanvasSize;
  /** CSS px per reference px. */
  scale: number;
}

/**
 * Everything drawn over the painted canvas: the selected elements' outlines
 * and handles, snapping guides, the in-place text editor and media
 * problems. Only this re-renders while an element is dragged; the picture
 * is the engine's.
 */
export function CanvasOverlay({ engine, canvasSize, scale }: CanvasOverlayProps) {
  const store = useEditorStore();
  const snapshot = useLiveEditorSnapshot();
  const failures = useMediaFailures(engine);
  const overlayRef = useRef<HTMLDivElement | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const drag = useCanvasDrag({ store, engine, overlayRef, canvasSize });
  const scene = snapshot.workspace.scenes.find((candidate) => candidate.id === snapshot.sceneId) ?? snapshot.workspace.scenes[0]!;

  const selected = snapshot.selection.flatMap((id) => {
    const location = findElement(snapshot.workspace, id);
    if (!location || !isVisualElement(location.element)) return [];
    if (snapshot.workspace.scenes[location.sceneIndex]!.id !== scene.id) return [];
    return [{ id, element: location.element }];
  });
  const editing = editingId ? findElement(snapshot.workspace, editingId)?.element : undefined;
  const editingText = editing?.type === 'text' || editing?.type === 'subtitle' ? editing : null;

  const handleDoubleClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const point = { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
    const hit = findVisualAt(engine.getFrame().visuals, point);
    if (!hit?.element.id || (hit.element.type !== 'text' && hit.element.type !== 'subtitle')) return;
    store.select([hit.element.id]);
    setEditingId(hit.element.id);
  };

  return (
    <div
      ref={overlayRef}
      className={classes.overlay}
      onPointerDown={drag.onOverlayPointerDown}
      onPointerMove={drag.onPointerMove}
      onPointerUp={drag.onPointerUp}
      onPointerCancel={drag.onPointerUp}
      onDoubleClick={handleDoubleClick}
      data-testid="editor-overlay"
    >
      <MediaProblems scene={scene} failures={failures} scale={scale} onRetry={() => engine.retry()} />
      {selected.map(({ id, element }: { id: string; element: VisualElement }) =>
        id === editingId ? null : (
          <SelectionBox
            key={id}
            id={id}
            box={getElementBox(element)}
            scale={scale}
            hasHandles={selected.length === 1}
            onHandlePointerDown={drag.onHandlePointerDown}
          />
        ),
      )}
      {drag.guides.map((guide) => (
        <div
          key={`${guide.axis}${guide.positionPx}`}
          className={classes.guide}
          style={
            guide.axis === 'x'
              ? { left: guide.positionPx * scale - 0.5, top: 0, width: 1, height: canvasSize.heightPx * scale }
              : { top: guide.positionPx * scale - 0.5, left: 0, height: 1, width: canvasSize.widthPx * scale }
          }
          data-testid="editor-guide"
          data-axis={guide.axis}
        />
      ))}
      {editingText && <TextEditingBox key={editingText.id} store={store} element={editingText} scale={scale} onClose={() => setEditingId(null)} />}
    </div>
  );
}
