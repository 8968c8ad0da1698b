import { Group, Text } from '@mantine/core';
import type { Scene, Workspace } from '@talkreel/timeline';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SceneCardMenu, type SceneCardMenuProps } from './scene-card-menu.tsx';
import type { SceneThumbnailPainter } from './scene-thumbnail-painter.ts';
import { SceneThumbnail } from './scene-thumbnail.tsx';
import { formatSceneDuration } from './state/format-scene-duration.ts';
import { sceneCardAttribute } from './use-scene-drag.ts';
import classes from './scene-list.module.css';

export interface SceneCardProps extends Omit<SceneCardMenuProps, 'number'> {
  workspace: Workspace;
  scene: Scene;
  index: number;
  isCurrent: boolean;
  isDragging: boolean;
  dropIndicator: 'before' | 'after' | null;
  painter: SceneThumbnailPainter;
  resolve: (path: string) => string;
  thumbnailSize: { widthPx: number; heightPx: number };
  onShow: () => void;
  pointerHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/**
 * One scene as a slide: its thumbnail, number and length. A click, Enter or
 * Space shows it; Alt+Arrow moves it one place (up/down, or left/right on a
 * phone's strip); the menu beside it holds the rest.
 */
export function SceneCard(props: SceneCardProps) {
  const { scene, index, isCurrent, isHorizontal } = props;
  const { t } = useTranslation();
  const number = index + 1;
  const duration = formatSceneDuration(scene.duration);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onShow();
      return;
    }
    if (!event.altKey) return;
    const earlier = isHorizontal ? 'ArrowLeft' : 'ArrowUp';
    const later = isHorizontal ? 'ArrowRight' : 'ArrowDown';
    if (event.key === earlier || event.key === later) {
      event.preventDefault();
      props.onMove(event.key === earlier ? -1 : 1);
    }
  };
  const itemClass = [classes.item, props.dropIndicator === 'before' && classes.dropBefore, props.dropIndicator === 'after' && classes.dropAfter]
    .filter(Boolean)
    .join(' ');
  const cardClass = [classes.card, isCurrent && classes.current, props.isDragging && classes.dragging].filter(Boolean).join(' ');
  return (
    <li className={itemClass}>
      <div
        {...{ [sceneCardAttribute]: '' }}
        role="button"
        tabIndex={0}
        aria-current={isCurrent ? 'true' : undefined}
        aria-label={t('editor.scenes.card', { number, duration })}
        aria-description={t('editor.scenes.reorderHint')}
        className={cardClass}
        data-testid={`scene-card-${scene.id}`}
        data-index={index}
        data-current={isCurrent || undefined}
        onClick={props.onShow}
        onKeyDown={onKeyDown}
        {...props.pointerHandlers}
      >
        <SceneThumbnail
          workspace={props.workspace}
          scene={scene}
          painter={props.painter}
          resolve={props.resolve}
          widthPx={props.thumbnailSize.widthPx}
          heightPx={props.thumbnailSize.heightPx}
        />
        <Group justify="space-between" gap={4} mt={4} wrap="nowrap">
          <Text size="xs" fw={600}>
            {number}
          </Text>
          <Text size="xs" c="dimmed">
            {duration}
          </Text>
        </Group>
      </div>
      <SceneCardMenu {...props} number={number} />
    </li>
  );
}
