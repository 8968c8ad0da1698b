import { useEffect, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore, usePlayback } from '../../hooks/use-editor.ts';
import { formatTimelineTime } from '../state/format-timeline-time.ts';
import { rowHeaderWidthPx, type TimeAxis } from '../state/time-axis.ts';
import classes from '../timeline.module.css';
import { seekInScene } from './timeline-ruler.tsx';

/** The playhead in ms of the current scene, or null when it is in another scene. */
function usePlayheadSceneMs(): number | null {
  const store = useEditorStore();
  const { timeMs } = usePlayback();
  const sceneMs = timeMs - store.sceneStartMs;
  return sceneMs >= 0 && sceneMs <= store.scene.duration ? sceneMs : null;
}

export interface PlayheadHandleProps {
  axis: TimeAxis;
  scrollerRef: RefObject<HTMLDivElement | null>;
}

/**
 * The playhead's grip in the ruler: dragging it scrubs (the time follows the
 * pointer's movement from where it was grabbed). While playing, the timeline
 * scrolls to keep it in view.
 */
export function PlayheadHandle({ axis, scrollerRef }: PlayheadHandleProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { isPlaying } = usePlayback();
  const sceneMs = usePlayheadSceneMs();
  const leftPx = sceneMs === null ? null : axis.toPx(sceneMs);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!isPlaying || leftPx === null || !scroller) return;
    const visibleWidthPx = scroller.clientWidth - rowHeaderWidthPx;
    if (leftPx < scroller.scrollLeft || leftPx > scroller.scrollLeft + visibleWidthPx - 24) scroller.scrollLeft = Math.max(0, leftPx - 24);
  }, [isPlaying, leftPx, scrollerRef]);

  if (leftPx === null || sceneMs === null) return null;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.stopPropagation();
    const target = event.currentTarget;
    const pointerId = event.pointerId;
    const startX = event.clientX;
    const originMs = sceneMs;
    target.setPointerCapture(pointerId);
    const move = (moveEvent: globalThis.PointerEvent) => {
      if (moveEvent.pointerId === pointerId) seekInScene(store, originMs + (moveEvent.clientX - startX) / axis.pxPerMs);
    };
    const finish = (endEvent: globalThis.PointerEvent) => {
      if (endEvent.pointerId !== pointerId) return;
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', finish);
      target.removeEventListener('pointercancel', finish);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', finish);
    target.addEventListener('pointercancel', finish);
  };
  // ← and → move a tenth of a second (Shift: a second), Home and End go to the scene's ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const stepMs = event.shiftKey ? 1_000 : 100;
    const targets: Record<string, number> = { ArrowLeft: sceneMs - stepMs, ArrowRight: sceneMs + stepMs, Home: 0, End: store.scene.duration };
    const targetMs = targets[event.key];
    if (targetMs === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    seekInScene(store, targetMs);
  };
  return (
    <div
      className={classes.playheadHandle}
      style={{ left: leftPx }}
      role="slider"
      tabIndex={0}
      aria-label={t('editor.timeline.playhead')}
      aria-valuemin={0}
      aria-valuemax={store.scene.duration}
      aria-valuenow={Math.round(sceneMs)}
      aria-valuetext={formatTimelineTime(sceneMs)}
      data-testid="timeline-playhead"
      data-time-ms={Math.round(sceneMs)}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}

/** The playhead's line across the rows. */
export function PlayheadLine({ axis }: { axis: TimeAxis }) {
  const sceneMs = usePlayheadSceneMs();
  if (sceneMs === null) return null;
  return <div className={classes.playheadLine} style={{ left: rowHeaderWidthPx + axis.toPx(sceneMs) }} />;
}

/** The playhead time and the scene length, for the panel's header. */
export function TimelineClock() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { timeMs } = usePlayback();
  const duration = formatTimelineTime(store.scene.duration);
  const sceneMs = Math.max(0, Math.min(store.scene.duration, timeMs - store.sceneStartMs));
  const time = formatTimelineTime(sceneMs);
  return (
    <span className={classes.clock} aria-label={t('editor.timeline.timeLabel', { time, duration })} data-testid="timeline-clock">
      {time} <span className={classes.clockMuted}>/ {duration}</span>
    </span>
  );
}
