import { memo, useEffect, useState, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../../hooks/use-editor.ts';
import { chooseTickStep } from '../state/choose-tick-step.ts';
import { formatRulerLabel } from '../state/format-timeline-time.ts';
import type { TimeAxis } from '../state/time-axis.ts';
import classes from '../timeline.module.css';

export interface TimelineRulerProps {
  axis: TimeAxis;
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** The time the axis shows up to, ms in the scene. */
  axisEndMs: number;
  widthPx: number;
  sceneDurationMs: number;
}

/** Scene time under a pointer on an element that spans the whole axis. */
function _pointerSceneMs(event: { clientX: number; currentTarget: Element }, axis: TimeAxis): number {
  return axis.toMs(event.clientX - event.currentTarget.getBoundingClientRect().left);
}

/** Moves the playhead to a time in the current scene (clamped to the scene). */
export function seekInScene(store: ReturnType<typeof useEditorStore>, sceneMs: number): void {
  const clamped = Math.max(0, Math.min(store.scene.duration, sceneMs));
  store.seek(store.sceneStartMs + clamped);
}

/** Redraws the ruler after this much horizontal scrolling, px. */
const spanChunkPx = 512;

/** The part of the time axis in view, widened by a screen on each side and moved in chunks (few re-renders while scrolling). */
function useVisibleSpan(scrollerRef: RefObject<HTMLDivElement | null>): { startPx: number; endPx: number } {
  const [chunk, setChunk] = useState({ index: 0, widthPx: 4_096 });
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const update = () =>
      setChunk((current) => {
        const index = Math.floor(scroller.scrollLeft / spanChunkPx);
        const widthPx = Math.ceil(scroller.clientWidth / spanChunkPx) * spanChunkPx;
        return current.index === index && current.widthPx === widthPx ? current : { index, widthPx };
      });
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [scrollerRef]);
  const startPx = chunk.index * spanChunkPx;
  return { startPx: startPx - chunk.widthPx, endPx: startPx + 2 * chunk.widthPx };
}

/** The time ruler: labels spaced for the zoom; a click or drag on it moves the playhead. */
export const TimelineRuler = memo(function TimelineRuler({ axis, scrollerRef, axisEndMs, widthPx, sceneDurationMs }: TimelineRulerProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const visible = useVisibleSpan(scrollerRef);
  const { labelMs, minorMs } = chooseTickStep(axis.pxPerMs * 1000);
  // Only the ticks in and near the view: zoomed in on a long scene the axis is millions of px wide.
  const firstIndex = Math.max(0, Math.floor(axis.toMs(visible.startPx) / minorMs));
  const lastIndex = Math.min(Math.floor(axisEndMs / minorMs), Math.ceil(axis.toMs(visible.endPx) / minorMs));
  const ticks: { timeMs: number; isMajor: boolean }[] = [];
  for (let index = firstIndex; index <= lastIndex; index += 1) {
    const timeMs = index * minorMs;
    ticks.push({ timeMs, isMajor: Math.round(timeMs) % labelMs === 0 });
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const target = event.currentTarget;
    const pointerId = event.pointerId;
    target.setPointerCapture(pointerId);
    const seekTo = (clientX: number) => seekInScene(store, axis.toMs(clientX - target.getBoundingClientRect().left));
    seekTo(event.clientX);
    const move = (moveEvent: globalThis.PointerEvent) => {
      if (moveEvent.pointerId === pointerId) seekTo(moveEvent.clientX);
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

  return (
    <div className={classes.ruler} style={{ width: widthPx }} onPointerDown={onPointerDown} title={t('editor.timeline.ruler')} data-testid="timeline-ruler">
      {ticks.map(({ timeMs, isMajor }) => (
        <span
          key={timeMs}
          className={`${classes.tick} ${isMajor ? classes.tickMajor : ''}`}
          style={{ left: axis.toPx(timeMs), opacity: timeMs > sceneDurationMs ? 0.5 : 1 }}
        />
      ))}
      {ticks
        .filter((tick) => tick.isMajor)
        .map(({ timeMs }) => (
          <span key={`label-${timeMs}`} className={classes.tickLabel} style={{ left: axis.toPx(timeMs), opacity: timeMs > sceneDurationMs ? 0.5 : 1 }}>
            {formatRulerLabel(timeMs, labelMs)}
          </span>
        ))}
    </div>
  );
});
