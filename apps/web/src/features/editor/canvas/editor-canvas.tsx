import { Loader, Text } from '@mantine/core';
import { getCanvasSize, getWorkspaceDurationMs, type CanvasSize } from '@talkreel/timeline';
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from '../../../ui/timeline-player/state/format-playback-time.ts';
import type { TimelinePlayerEngine } from '../../../ui/timeline-player/state/timeline-player-engine.ts';
import { useEditorStore, usePlayback } from '../hooks/use-editor.ts';
import { CanvasOverlay } from './canvas-overlay.tsx';
import { useEditorPlayer, useIsPlayerReady } from './use-editor-player.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { useTimelinePlayerHandle } from '../../../ui/timeline-player/hooks/use-timeline-player-handle.ts';
import classes from './editor-canvas.module.css';

/** Room the area keeps around the video, CSS px: its padding (the time sits in the bottom one). */
const areaPaddingPx = { horizontal: 24, vertical: 44 };

/** The largest size with the canvas's ratio that fits (contain) inside the area, CSS px. */
function useContainedSize(areaRef: RefObject<HTMLDivElement | null>, reference: CanvasSize): CanvasSize | null {
  const [size, setSize] = useState<CanvasSize | null>(null);
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return undefined;
    const measure = () => {
      const availableWidthPx = Math.max(1, area.clientWidth - areaPaddingPx.horizontal);
      const availableHeightPx = Math.max(1, area.clientHeight - areaPaddingPx.vertical);
      const scale = Math.min(availableWidthPx / reference.widthPx, availableHeightPx / reference.heightPx);
      const next = { widthPx: Math.floor(reference.widthPx * scale), heightPx: Math.floor(reference.heightPx * scale) };
      setSize((previous) => (previous?.widthPx === next.widthPx && previous.heightPx === next.heightPx ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    return () => observer.disconnect();
  }, [areaRef, reference]);
  return size;
}

/** Keeps the canvas's pixels at its CSS size times the device pixel ratio and hands it to the engine. */
function useCanvasPixels(canvasRef: RefObject<HTMLCanvasElement | null>, engine: TimelinePlayerEngine | null, size: CanvasSize | null, reference: CanvasSize) {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !engine || !size) return undefined;
    const widthPx = Math.max(2, Math.round(size.widthPx * window.devicePixelRatio));
    canvas.width = widthPx;
    canvas.height = Math.max(2, Math.round((widthPx * reference.heightPx) / reference.widthPx));
    engine.attachCanvas(canvas);
    engine.requestDraw();
    return () => engine.attachCanvas(null);
  }, [canvasRef, engine, size, reference]);
}

/** The playhead and the video's length under the canvas (re-renders every frame while playing, and is small). */
function CanvasTime() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { timeMs } = usePlayback();
  const durationMs = useSyncExternalStore(store.subscribe, () => getWorkspaceDurationMs(store.workspace));
  return (
    <Text className={classes.time} size="xs" c="dimmed" ff="monospace" data-testid="editor-canvas-time">
      {t('editor.canvas.time', { time: formatPlaybackTime(timeMs), duration: formatPlaybackTime(durationMs) })}
    </Text>
  );
}

/**
 * The editing canvas: the workspace painted by the preview engine at its
 * aspect ratio, fitted into its area, with the selection, handles, guides
 * and text editing over it. It is the store's player (paused at first).
 */
export function EditorCanvas() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { user } = useSession();
  const engine = useEditorPlayer(store, user ? !user.planInfo.can_remove_watermark : false);
  // The browser tests and the bench draw a chosen time through `window.__talkreelPlayer`, as on the video page.
  useTimelinePlayerHandle(engine, undefined);
  const isReady = useIsPlayerReady(engine);
  const areaRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const aspectRatio = useSyncExternalStore(store.subscribe, () => store.workspace.aspect_ratio);
  const reference = getCanvasSize(aspectRatio);
  const size = useContainedSize(areaRef, reference);
  useCanvasPixels(canvasRef, engine, size, reference);

  return (
    <div ref={areaRef} className={classes.area} tabIndex={0} aria-label={t('editor.canvas.label')} data-testid="editor-canvas-area">
      <div className={classes.stage} style={{ width: size?.widthPx ?? 0, height: size?.heightPx ?? 0 }}>
        <canvas ref={canvasRef} className={classes.canvas} data-testid="editor-canvas" data-ready={isReady} />
        {engine && size && <CanvasOverlay engine={engine} canvasSize={reference} scale={size.widthPx / reference.widthPx} />}
      </div>
      {!isReady && <Loader size="sm" pos="absolute" aria-label={t('editor.canvas.loading')} />}
      <CanvasTime />
    </div>
  );
}
