import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setSceneFields } from '@talkreel/timeline';
import { useTimelineSnapshot, useEditorStore } from '../hooks/use-editor.ts';
import { PlayheadHandle, PlayheadLine } from './components/timeline-playhead.tsx';
import { TimelineRowView } from './components/timeline-row.tsx';
import { TimelineRuler } from './components/timeline-ruler.tsx';
import { TimelineToolbar } from './components/timeline-toolbar.tsx';
import { useTimelineDrag } from './hooks/use-timeline-drag.ts';
import { useTimelineZoom } from './hooks/use-timeline-zoom.ts';
import { formatTimelineTime } from './state/format-timeline-time.ts';
import { axisTailPx, rowHeaderWidthPx } from './state/time-axis.ts';
import { buildTimelineRows, findLatestElementEndMs } from './state/timeline-rows.ts';
import classes from './timeline.module.css';

/**
 * The timeline under the canvas: one row per layer of the current scene
 * (topmost first) on a shared time axis, the ruler and playhead, the scene's
 * end, and the zoom. Bars move and trim by dragging, with snapping.
 */
export function TimelinePanel() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { workspace, selection, sceneId } = useTimelineSnapshot();
  const sceneIndex = Math.max(
    0,
    workspace.scenes.findIndex((scene) => scene.id === sceneId),
  );
  const scene = workspace.scenes[sceneIndex]!;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [isSnapping, setIsSnapping] = useState(true);
  const [snapMs, setSnapMs] = useState<number | null>(null);
  const zoom = useTimelineZoom(scrollerRef, sceneId, scene.duration);
  const { axis } = zoom;

  const rows = useMemo(() => buildTimelineRows(scene, sceneIndex), [scene, sceneIndex]);
  const selected = useMemo(() => new Set(selection), [selection]);
  const beginDrag = useTimelineDrag({ pxPerMs: axis.pxPerMs, isSnapping, onSnap: setSnapMs });

  const axisEndMs = Math.max(scene.duration, findLatestElementEndMs(scene));
  const trackWidthPx = Math.max(zoom.visibleTrackWidthPx, axis.toPx(axisEndMs) + axisTailPx);
  const visibleEndMs = axis.toMs(trackWidthPx);
  const sceneEndPx = axis.toPx(scene.duration);

  // A press on the empty part of the rows clears the selection.
  const onRowsPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget || (event.target as HTMLElement).dataset.track !== undefined) store.select([]);
  };
  const onSceneEndKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      const stepMs = event.shiftKey ? 1_000 : 100;
      const deltaMs = event.key === 'ArrowLeft' ? -stepMs : event.key === 'ArrowRight' ? stepMs : 0;
      if (deltaMs === 0) return;
      event.preventDefault();
      event.stopPropagation();
      store.execute(setSceneFields(store.scene.id!, { duration: store.scene.duration + deltaMs }));
    },
    [store],
  );

  return (
    <section className={classes.panel} aria-label={t('editor.timeline.label')} data-testid="editor-timeline">
      <TimelineToolbar pxPerSecond={zoom.pxPerSecond} onZoom={zoom.setPxPerSecond} onFit={zoom.fit} isSnapping={isSnapping} onSnappingChange={setIsSnapping} />
      <div className={classes.scroller} ref={scrollerRef} data-testid="timeline-scroller">
        <div className={classes.content} style={{ width: rowHeaderWidthPx + trackWidthPx }}>
          <div className={classes.rulerRow}>
            <div className={classes.corner} style={{ width: rowHeaderWidthPx }} />
            <div className={classes.rulerTrack} style={{ width: trackWidthPx }}>
              <TimelineRuler axis={axis} scrollerRef={scrollerRef} axisEndMs={visibleEndMs} widthPx={trackWidthPx} sceneDurationMs={scene.duration} />
              <PlayheadHandle axis={axis} scrollerRef={scrollerRef} />
              <button
                type="button"
                className={classes.sceneEnd}
                style={{ left: sceneEndPx }}
                aria-label={t('editor.timeline.sceneEnd', { time: formatTimelineTime(scene.duration) })}
                title={t('editor.timeline.sceneEnd', { time: formatTimelineTime(scene.duration) })}
                data-testid="timeline-scene-end"
                data-duration-ms={scene.duration}
                onPointerDown={(event) => beginDrag(event, 'scene-end')}
                onKeyDown={onSceneEndKeyDown}
              />
            </div>
          </div>
          <div className={classes.rows} onPointerDown={onRowsPointerDown}>
            {rows.length === 0 && <div className={classes.empty}>{t('editor.timeline.empty')}</div>}
            {rows.map((row) => (
              <TimelineRowView key={row.id} row={row} isSelected={selected.has(row.id)} axis={axis} trackWidthPx={trackWidthPx} beginDrag={beginDrag} />
            ))}
            <div className={classes.outside} style={{ left: rowHeaderWidthPx + sceneEndPx }} />
            <PlayheadLine axis={axis} />
            {snapMs !== null && <div className={classes.snapLine} style={{ left: rowHeaderWidthPx + axis.toPx(snapMs) }} data-testid="timeline-snap-line" />}
          </div>
        </div>
      </div>
    </section>
  );
}
