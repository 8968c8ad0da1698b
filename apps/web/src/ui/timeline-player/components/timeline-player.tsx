import { Box, Center, Loader, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { getCanvasSize, type Workspace } from '@talkreel/timeline';
import { useTimelinePlayer } from '../hooks/use-timeline-player.ts';
import type { TimelinePlayerEngine } from '../state/timeline-player-engine.ts';
import { PlayerControls } from './player-controls.tsx';
import { PlayerErrorOverlay } from './player-error-overlay.tsx';
import { useTimelinePlayerHandle, type TimelinePlayerHandle } from '../hooks/use-timeline-player-handle.ts';

export interface TimelinePlayerProps {
  workspace: Workspace;
  /** Widest the player gets, CSS px; it shrinks with its container. */
  width?: number;
  onTimeChange?: (timeMs: number) => void;
  initialTimeMs?: number;
  /** Draw the Free plan's 'Made with Talkreel' mark, as a render for this account would. */
  hasWatermark?: boolean;
  ref?: Ref<TimelinePlayerHandle>;
}

/** The arrow keys move this far, ms. */
const KEYBOARD_SEEK_MS = 5000;

/** Keeps the canvas's pixel size equal to its on-screen size times the device pixel ratio. */
function useCanvasSize(canvasRef: RefObject<HTMLCanvasElement | null>, engine: TimelinePlayerEngine | null, aspect: number) {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !engine) return undefined;
    engine.attachCanvas(canvas);
    const resize = () => {
      const widthPx = Math.max(2, Math.round(canvas.clientWidth * window.devicePixelRatio));
      const heightPx = Math.max(2, Math.round(widthPx / aspect));
      if (canvas.width === widthPx && canvas.height === heightPx) return;
      canvas.width = widthPx;
      canvas.height = heightPx;
      engine.requestDraw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      engine.attachCanvas(null);
    };
  }, [canvasRef, engine, aspect]);
}

/**
 * Plays a workspace in the browser: a canvas drawn from `evaluate()` every
 * animation frame as the renderer draws the MP4, with real `<video>` and
 * `<audio>` elements kept on the clock. Space plays or pauses, the arrow
 * keys move 5 s, Home and End jump to the ends.
 */
export function TimelinePlayer({ workspace, width, onTimeChange, initialTimeMs = 0, hasWatermark = false, ref }: TimelinePlayerProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const keyboardHintId = useId();
  const { engine, snapshot } = useTimelinePlayer(workspace, { hasWatermark, initialTimeMs, onTimeChange });
  const reference = getCanvasSize(workspace.aspect_ratio);
  useCanvasSize(canvasRef, engine, reference.widthPx / reference.heightPx);
  useTimelinePlayerHandle(engine, ref);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!engine || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const isOwnControl = target.closest('button, [role="slider"]') !== null;
    const seekBy = (deltaMs: number) => engine.seek(engine.getSnapshot().timeMs + deltaMs);
    if (event.key === ' ' && target.closest('button') === null) engine.togglePlay();
    else if (event.key === 'ArrowLeft' && !isOwnControl) seekBy(-KEYBOARD_SEEK_MS);
    else if (event.key === 'ArrowRight' && !isOwnControl) seekBy(KEYBOARD_SEEK_MS);
    else if (event.key === 'Home' && !isOwnControl) engine.seek(0);
    else if (event.key === 'End' && !isOwnControl) engine.seek(snapshot.durationMs);
    else return;
    event.preventDefault();
  };

  return (
    <Paper
      withBorder
      radius="lg"
      w="100%"
      maw={width}
      style={{ overflow: 'hidden' }}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      aria-label={t('player.label')}
      aria-describedby={keyboardHintId}
      data-testid="timeline-player"
      data-ready={snapshot.isReady}
    >
      <VisuallyHidden id={keyboardHintId}>{t('player.keyboardHint')}</VisuallyHidden>
      <Box pos="relative" bg="black" style={{ aspectRatio: `${reference.widthPx} / ${reference.heightPx}` }}>
        <canvas
          ref={canvasRef}
          data-testid="timeline-canvas"
          style={{ display: 'block', width: '100%', height: '100%' }}
          onClick={() => engine?.togglePlay()}
        />
        {(!snapshot.isReady || snapshot.isPending) && (
          <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
            <Loader color="white" size="sm" aria-label={snapshot.isReady ? t('player.waiting') : t('player.loading')} />
            <Text c="white" size="sm" ml="xs">
              {snapshot.isReady ? t('player.waiting') : t('player.loading')}
            </Text>
          </Center>
        )}
        <PlayerErrorOverlay hasMediaError={snapshot.hasMediaError} hasImageError={snapshot.hasImageError} onRetry={() => engine?.retry()} />
      </Box>
      <PlayerControls
        timeMs={snapshot.timeMs}
        durationMs={snapshot.durationMs}
        isPlaying={snapshot.isPlaying}
        onTogglePlay={() => engine?.togglePlay()}
        onSeek={(timeMs) => engine?.seek(timeMs)}
      />
    </Paper>
  );
}
