import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { axisStartPx, createTimeAxis, rowHeaderWidthPx, type TimeAxis } from '../state/time-axis.ts';
import { clampZoom, fitZoom, scrollForAnchoredZoom, stepZoom } from '../state/timeline-zoom.ts';

/** Room kept free right of the scene end when fitting, px (the scene-end grip sits there). */
const fitMarginPx = 24;

export interface TimelineZoom {
  pxPerSecond: number;
  axis: TimeAxis;
  /** The width of the visible part of the time axis, px (0 until measured). */
  visibleTrackWidthPx: number;
  /** Zooms keeping the time in the middle of the view where it is. */
  setPxPerSecond(pxPerSecond: number): void;
  /** The whole scene fills the width. */
  fit(): void;
}

/**
 * The timeline's zoom: fitted to the scene when it first shows and when the
 * scene changes, then what the buttons, slider and Ctrl+wheel make it (the
 * wheel keeps the time under the pointer in place).
 */
export function useTimelineZoom(scrollerRef: RefObject<HTMLDivElement | null>, sceneId: string, sceneDurationMs: number): TimelineZoom {
  const [widthPx, setWidthPx] = useState(0);
  const [zoom, setZoom] = useState<{ sceneId: string; pxPerSecond: number } | null>(null);
  const pendingScrollRef = useRef<number | null>(null);
  const visibleTrackWidthPx = Math.max(0, widthPx - rowHeaderWidthPx);
  const fitted = fitZoom(sceneDurationMs, visibleTrackWidthPx - axisStartPx - fitMarginPx);

  // Fit once the width is known, and again for every other scene (state set while rendering: no extra paint).
  if (visibleTrackWidthPx > 0 && zoom?.sceneId !== sceneId) setZoom({ sceneId, pxPerSecond: fitted });
  const pxPerSecond = zoom?.sceneId === sceneId ? zoom.pxPerSecond : fitted;
  const pxPerSecondRef = useRef(pxPerSecond);
  useLayoutEffect(() => {
    pxPerSecondRef.current = pxPerSecond;
  });

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    setWidthPx(scroller.clientWidth);
    const observer = new ResizeObserver(() => setWidthPx(scroller.clientWidth));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollerRef]);

  useLayoutEffect(() => {
    scrollerRef.current?.scrollTo({ left: 0 });
  }, [sceneId, scrollerRef]);

  // After a zoom, the scroll that keeps the anchor time in place (the content has its new width by now).
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && pendingScrollRef.current !== null) scroller.scrollLeft = pendingScrollRef.current;
    pendingScrollRef.current = null;
  }, [pxPerSecond, scrollerRef]);

  const zoomAround = useCallback(
    (next: number, anchorPx: number) => {
      const scroller = scrollerRef.current;
      const from = pxPerSecondRef.current;
      const to = clampZoom(next);
      if (scroller) pendingScrollRef.current = scrollForAnchoredZoom(scroller.scrollLeft, anchorPx - axisStartPx, from, to);
      setZoom({ sceneId, pxPerSecond: to });
    },
    [sceneId, scrollerRef],
  );

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const anchorPx = Math.max(0, event.clientX - scroller.getBoundingClientRect().left - rowHeaderWidthPx);
      zoomAround(stepZoom(pxPerSecondRef.current, event.deltaY < 0 ? 1 : -1), anchorPx);
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => scroller.removeEventListener('wheel', onWheel);
  }, [scrollerRef, zoomAround]);

  const setPxPerSecond = useCallback((next: number) => zoomAround(next, visibleTrackWidthPx / 2), [zoomAround, visibleTrackWidthPx]);
  const fit = useCallback(() => {
    scrollerRef.current?.scrollTo({ left: 0 });
    setZoom({ sceneId, pxPerSecond: fitted });
  }, [fitted, sceneId, scrollerRef]);
  const axis = useMemo(() => createTimeAxis(pxPerSecond), [pxPerSecond]);
  return { pxPerSecond, axis, visibleTrackWidthPx, setPxPerSecond, fit };
}
