import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { maxProductMedia } from '@talkreel/contract';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../ui/notifications/show-error-toast.ts';
import { moveMedia, removeMedia, selectedMediaOf, toggleMedia, type MediaBoard } from '../state/media-board.ts';
import classes from './media-grid.module.css';
import { MediaTile } from './media-tile.tsx';

export interface MediaGridProps {
  board: MediaBoard;
  onChange: (change: (board: MediaBoard) => MediaBoard) => void;
  onAddMedia: () => void;
}

/**
 * The product's pictures and videos in the video's order: each chosen or
 * left out (at most 20 chosen), moved by dragging or by its earlier and
 * later buttons, deleted; 'Add media' uploads more.
 */
export function MediaGrid({ board, onChange, onAddMedia }: MediaGridProps) {
  const { t } = useTranslation();
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  // After an earlier/later press the tile has moved in the DOM: the focus goes back to its button (or the other one at an end).
  const [focusAfterMove, setFocusAfterMove] = useState<{ url: string; direction: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!focusAfterMove) return;
    const tile = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-testid="product-media-tile"]') ?? [])].find(
      (element) => element.dataset.url === focusAfterMove.url,
    );
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-testid="product-media-${focusAfterMove.direction}"]`);
    const other = tile?.querySelector<HTMLButtonElement>(`[data-testid="product-media-${focusAfterMove.direction === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);
  const order = selectedMediaOf(board);

  const toggle = (url: string) => {
    const result = toggleMedia(board, url);
    if (result.isLimitReached) showErrorToast(t('product.media.limit', { count: maxProductMedia }));
    else onChange(() => result.board);
  };

  const drop = (toIndex: number) => {
    if (dragIndex !== null) onChange((current) => moveMedia(current, dragIndex, toIndex));
    setDragIndex(null);
    setDropIndex(null);
  };

  return (
    <Stack gap="sm" data-testid="product-media-grid">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0}>
          <Title order={3} fz={16} id="product-media-title">
            {t('product.media.gridTitle')}
          </Title>
          <Text size="xs" c="dimmed" data-testid="product-media-count" data-selected={order.length} data-total={board.media.length}>
            {t('product.media.chosenCount', { count: order.length, total: board.media.length, max: maxProductMedia })}
          </Text>
        </Stack>
        <Button variant="light" size="sm" leftSection={<IconPhotoPlus size={16} aria-hidden />} onClick={onAddMedia} data-testid="product-media-add">
          {t('product.media.add')}
        </Button>
      </Group>
      {board.media.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="product-media-empty">
          {t('product.media.emptyGrid')}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('product.media.reorderHint')}
          </Text>
          <ul ref={listRef} className={classes.grid} aria-labelledby="product-media-title">
            {board.media.map((item, index) => {
              const position = order.indexOf(item.url);
              return (
                <MediaTile
                  key={item.url}
                  item={item}
                  index={index}
                  count={board.media.length}
                  videoPosition={position >= 0 ? position + 1 : null}
                  isDropTarget={dropIndex === index && dragIndex !== index}
                  onToggle={() => toggle(item.url)}
                  onMove={(toIndex) => {
                    onChange((current) => moveMedia(current, index, toIndex));
                    setFocusAfterMove({ url: item.url, direction: toIndex < index ? 'up' : 'down' });
                  }}
                  onDelete={() => onChange((current) => removeMedia(current, item.url))}
                  onDragStart={() => setDragIndex(index)}
                  onDragEnter={() => setDropIndex(index)}
                  onDrop={() => drop(index)}
                  onDragEnd={() => {
                    setDragIndex(null);
                    setDropIndex(null);
                  }}
                />
              );
            })}
          </ul>
        </>
      )}
    </Stack>
  );
}
