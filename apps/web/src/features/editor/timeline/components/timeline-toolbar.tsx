import { ActionIcon, Button, Group, Slider, Tooltip } from '@mantine/core';
import { IconCut, IconMagnet, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditorSnapshot, useEditorStore, usePlayback } from '../../hooks/use-editor.ts';
import { findSplittableSelection, splitAtPlayhead } from '../split-at-playhead.ts';
import { sliderToZoom, stepZoom, zoomToSlider } from '../state/timeline-zoom.ts';
import classes from '../timeline.module.css';
import { TimelineClock } from './timeline-playhead.tsx';

/** 'Split at playhead', enabled while a selected element is under the playhead (so it follows the playhead: kept small). */
function SplitButton() {
  const { t } = useTranslation();
  const store = useEditorStore();
  // Re-renders when the selection or the workspace changes; the store is read directly below.
  useEditorSnapshot();
  const { timeMs } = usePlayback();
  const canSplit = findSplittableSelection(store, timeMs).length > 0;
  return (
    <Tooltip label={canSplit ? `${t('editor.timeline.split')} (S)` : t('editor.timeline.splitHint')}>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconCut size={14} />}
        disabled={!canSplit}
        onClick={() => splitAtPlayhead(store)}
        data-testid="timeline-split"
      >
        {t('editor.timeline.split')}
      </Button>
    </Tooltip>
  );
}

export interface TimelineToolbarProps {
  pxPerSecond: number;
  onZoom(pxPerSecond: number): void;
  onFit(): void;
  isSnapping: boolean;
  onSnappingChange(isSnapping: boolean): void;
}

/** The panel's header: the clock, split, snapping, and the zoom (out, slider, in, Fit). */
export function TimelineToolbar({ pxPerSecond, onZoom, onFit, isSnapping, onSnappingChange }: TimelineToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.header}>
      <Group gap="sm" wrap="nowrap">
        <TimelineClock />
        <SplitButton />
        <Tooltip label={t('editor.timeline.snapHint')}>
          <ActionIcon
            size="md"
            variant={isSnapping ? 'light' : 'subtle'}
            color={isSnapping ? undefined : 'gray'}
            aria-label={t('editor.timeline.snap')}
            aria-pressed={isSnapping}
            onClick={() => onSnappingChange(!isSnapping)}
            data-testid="timeline-snap"
          >
            <IconMagnet size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('editor.timeline.zoomOut')}>
          <ActionIcon
            size="md"
            variant="subtle"
            color="gray"
            aria-label={t('editor.timeline.zoomOut')}
            onClick={() => onZoom(stepZoom(pxPerSecond, -1))}
            data-testid="timeline-zoom-out"
          >
            <IconZoomOut size={16} />
          </ActionIcon>
        </Tooltip>
        <Slider
          w={112}
          size="xs"
          label={null}
          min={0}
          max={100}
          step={0.5}
          value={zoomToSlider(pxPerSecond)}
          onChange={(value) => onZoom(sliderToZoom(value))}
          thumbProps={{ 'aria-label': t('editor.timeline.zoom') }}
          data-testid="timeline-zoom"
        />
        <Tooltip label={t('editor.timeline.zoomIn')}>
          <ActionIcon
            size="md"
            variant="subtle"
            color="gray"
            aria-label={t('editor.timeline.zoomIn')}
            onClick={() => onZoom(stepZoom(pxPerSecond, 1))}
            data-testid="timeline-zoom-in"
          >
            <IconZoomIn size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('editor.timeline.fitHint')}>
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onFit} data-testid="timeline-fit">
            {t('editor.timeline.fit')}
          </Button>
        </Tooltip>
      </Group>
    </div>
  );
}
