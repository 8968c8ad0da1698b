import { ActionIcon, Badge, Checkbox, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { ProductMediaItem } from '@talkreel/contract';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './media-grid.module.css';
import { MediaThumbnail } from './media-thumbnail.tsx';

export interface MediaTileProps {
  item: ProductMediaItem;
  index: number;
  count: number;
  /** 1-based place in the video, null when not chosen. */
  videoPosition: number | null;
  isDropTarget: boolean;
  onToggle: () => void;
  onMove: (toIndex: number) => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDragEnter: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

/**
 * One picture or video of the product: the 'Use in the video' toggle, its
 * place in the video, earlier and later buttons (the keyboard's way to
 * reorder), dragging for the mouse, and delete.
 */
export function MediaTile(props: MediaTileProps) {
  const { item, index, count, videoPosition } = props;
  const { t } = useTranslation();
  const isSelected = videoPosition !== null;
  return (
    <li
      className={classes.tile}
      data-selected={isSelected}
      data-drop-target={props.isDropTarget || undefined}
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', item.url);
        props.onDragStart();
      }}
      onDragEnter={props.onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
      data-testid="product-media-tile"
      data-url={item.url}
      data-index={index}
      data-type={item.type}
      data-position={videoPosition ?? ''}
    >
      <div className={classes.preview}>
        <MediaThumbnail item={item} />
        {isSelected && (
          <Badge className={classes.position} size="sm" circle aria-hidden>
            {videoPosition}
          </Badge>
        )}
        <IconGripVertical className={classes.grip} size={16} aria-hidden />
      </div>
      <Group justify="space-between" gap={4} wrap="nowrap" px={6} py={4}>
        <Checkbox
          size="xs"
          checked={isSelected}
          onChange={props.onToggle}
          label={t('product.media.use')}
          aria-label={isSelected ? t('product.media.usedAt', { name: item.name, position: videoPosition }) : t('product.media.useItem', { name: item.name })}
          data-testid="product-media-toggle"
        />
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => props.onMove(index - 1)}
            disabled={index === 0}
            aria-label={t('product.media.moveEarlier', { name: item.name })}
            data-testid="product-media-up"
          >
            <IconArrowUp size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => props.onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={t('product.media.moveLater', { name: item.name })}
            data-testid="product-media-down"
          >
            <IconArrowDown size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            onClick={props.onDelete}
            aria-label={t('product.media.deleteMedia', { name: item.name })}
            data-testid="product-media-delete"
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </li>
  );
}
