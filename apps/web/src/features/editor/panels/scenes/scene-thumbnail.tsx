import type { Scene, Workspace } from '@talkreel/timeline';
import { useEffect, useRef } from 'react';
import type { SceneThumbnailPainter } from './scene-thumbnail-painter.ts';
import classes from './scene-list.module.css';

/** A card repaints at most this often while its scene is being edited (a drag sends an edit per frame). */
export const thumbnailRepaintIntervalMs = 500;
/** The longest a card waits for an idle moment to paint first, ms. */
const firstPaintTimeoutMs = 1500;

export interface SceneThumbnailProps {
  workspace: Workspace;
  scene: Scene;
  painter: SceneThumbnailPainter;
  resolve: (path: string) => string;
  widthPx: number;
  heightPx: number;
}

/** The scene as the canvas shows it 300 ms in; the scene colour until the first paint lands. */
export function SceneThumbnail({ workspace, scene, painter, resolve, widthPx, heightPx }: SceneThumbnailProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const lastPaintMsRef = useRef(Number.NEGATIVE_INFINITY);
  // Read when the scene changes: the rest of the workspace (aspect ratio, caption settings) does not repaint a card.
  const workspaceRef = useRef(workspace);

  useEffect(() => {
    workspaceRef.current = workspace;
  }, [workspace]);

  useEffect(() => {
    let isCurrent = true;
    const waitMs = Math.max(0, lastPaintMsRef.current + thumbnailRepaintIntervalMs - performance.now());
    // The latest scene wins: an edit during the wait cancels this paint and schedules its own.
    const paint = () => {
      lastPaintMsRef.current = performance.now();
      painter
        .paint(workspaceRef.current, scene, resolve)
        .then((painted) => {
          const canvas = canvasRef.current;
          const context = canvas?.getContext('2d');
          if (!isCurrent || !canvas || !context) return;
          context.clearRect(0, 0, canvas.width, canvas.height);
          context.drawImage(painted, 0, 0, canvas.width, canvas.height);
        })
        .catch((error: unknown) => console.error('Scene thumbnail failed', error));
    };
    // The first paints wait for an idle moment: opening the editor draws the canvas first, then up to 300 cards.
    const isFirst = lastPaintMsRef.current === Number.NEGATIVE_INFINITY;
    if (isFirst && typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(paint, { timeout: firstPaintTimeoutMs });
      return () => {
        isCurrent = false;
        window.cancelIdleCallback(idle);
      };
    }
    const timer = setTimeout(paint, waitMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [scene, painter, resolve]);

  return (
    <canvas
      ref={canvasRef}
      className={classes.thumbnail}
      width={widthPx}
      height={heightPx}
      style={{ backgroundColor: scene.bg_color, aspectRatio: `${widthPx} / ${heightPx}` }}
      aria-hidden="true"
    />
  );
}
