import { memo, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../../hooks/use-editor.ts';
import type { BeginTimelineDrag } from '../hooks/use-timeline-drag.ts';
import { formatTimelineTime } from '../state/format-timeline-time.ts';
import { rowHeaderWidthPx, type TimeAxis } from '../state/time-axis.ts';
import type { ElementName, TimelineRow } from '../state/timeline-rows.ts';
import classes from '../timeline.module.css';
import { ElementTypeIcon, elementTypeColors } from './element-type-icon.tsx';

export interface TimelineRowViewProps {
  row: TimelineRow;
  isSelected: boolean;
  axis: TimeAxis;
  trackWidthPx: number;
  beginDrag: BeginTimelineDrag;
}

/** The words a row shows for its element. */
export function useElementLabel(): (name: ElementName) => string {
  const { t } = useTranslation();
  return (name) => {
    switch (name.kind) {
      case 'text':
        return name.detail || t('editor.timeline.names.text');
      case 'media':
        return name.detail || t('editor.timeline.names.media');
      case 'person':
        return name.detail ? t('editor.timeline.names.personNamed', { name: name.detail }) : t('editor.timeline.names.person');
      case 'subtitle':
        return name.detail ? t('editor.timeline.names.subtitle', { text: name.detail }) : t('editor.timeline.names.subtitleEmpty');
      case 'music':
        return name.detail ? t('editor.timeline.names.musicNamed', { name: name.detail }) : t('editor.timeline.names.music');
      case 'shape':
        return t('editor.timeline.names.shape');
    }
  };
}

/**
 * One layer: its header (icon and name) and its bar on the time axis, with
 * trim zones at both ends and the transitions shaded. Memoised: a drag
 * re-renders only the rows whose element changed.
 */
export const TimelineRowView = memo(function TimelineRowView({ row, isSelected, axis, trackWidthPx, beginDrag }: TimelineRowViewProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const label = useElementLabel()(row.name);
  const { start, end } = row.element.timeline;
  const leftPx = axis.toPx(start);
  const widthPx = Math.max(2, (end - start) * axis.pxPerMs);
  const colors = elementTypeColors[row.type];
  const barStyle = { left: leftPx, width: widthPx, '--bar-color': colors.fill, '--bar-border': colors.border } as CSSProperties;

  const selectFromClick = (event: MouseEvent | KeyboardEvent) => store.select([row.id], { additive: event.shiftKey });
  const onBarPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.shiftKey) {
      store.select([row.id], { additive: true });
      if (!store.selection.includes(row.id)) return;
    } else if (!store.selection.includes(row.id)) {
      store.select([row.id]);
    }
    // A click (no drag) on a bar of a multiple selection keeps only that bar.
    const onTap = event.shiftKey ? undefined : () => store.select([row.id]);
    beginDrag(event, 'move', row.id, onTap);
  };
  const onTrimPointerDown = (edge: 'start' | 'end') => (event: PointerEvent<HTMLElement>) => {
    if (!store.selection.includes(row.id)) store.select([row.id], { additive: event.shiftKey });
    beginDrag(event, edge === 'start' ? 'trim-start' : 'trim-end', row.id);
  };
  const onBarKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    selectFromClick(event);
  };

  return (
    <div className={classes.row} data-testid={`timeline-row-${row.id}`} data-selected={isSelected || undefined}>
      <button
        type="button"
        className={`${classes.rowHeader} ${isSelected ? classes.rowHeaderSelected : ''}`}
        style={{ width: rowHeaderWidthPx }}
        onClick={selectFromClick}
        title={label}
        tabIndex={-1}
      >
        <ElementTypeIcon type={row.type} />
        <span className={classes.rowName}>{label}</span>
      </button>
      <div className={classes.track} style={{ width: trackWidthPx }} data-track="">
        <button
          type="button"
          className={`${classes.bar} ${isSelected ? classes.barSelected : ''}`}
          style={barStyle}
          aria-label={t('editor.timeline.bar', { name: label, start: formatTimelineTime(start), end: formatTimelineTime(end) })}
          aria-pressed={isSelected}
          data-testid={`timeline-bar-${row.id}`}
          onPointerDown={onBarPointerDown}
          onKeyDown={onBarKeyDown}
        >
          {row.crossInMs > 0 && (
            <span
              className={`${classes.transition} ${classes.transitionIn}`}
              style={{ width: row.crossInMs * axis.pxPerMs }}
              title={t('editor.timeline.transitionIn', { time: formatTimelineTime(row.crossInMs) })}
            />
          )}
          {row.crossOutMs > 0 && (
            <span
              className={`${classes.transition} ${classes.transitionOut}`}
              style={{ width: row.crossOutMs * axis.pxPerMs }}
              title={t('editor.timeline.transitionOut', { time: formatTimelineTime(row.crossOutMs) })}
            />
          )}
          <span className={classes.barLabel}>{label}</span>
        </button>
        <span
          className={`${classes.trimHandle} ${isSelected ? classes.trimHandleVisible : ''}`}
          style={{ left: leftPx }}
          title={t('editor.timeline.trimStart', { name: label })}
          data-testid={`trim-start-${row.id}`}
          onPointerDown={onTrimPointerDown('start')}
        />
        <span
          className={`${classes.trimHandle} ${isSelected ? classes.trimHandleVisible : ''}`}
          style={{ left: leftPx + widthPx - 8 }}
          title={t('editor.timeline.trimEnd', { name: label })}
          data-testid={`trim-end-${row.id}`}
          onPointerDown={onTrimPointerDown('end')}
        />
      </div>
    </div>
  );
});
