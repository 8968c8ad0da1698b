import { ActionIcon, Anchor, Button, Group, ScrollArea, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PodcastHostPair } from '@talkreel/contract';
import { hostPairsQueryOptions } from '../api/podcast-query-options.ts';
import { HostPairCard } from './host-pair-card.tsx';

/** Placeholder cards while the pairs load. */
const SKELETON_COUNT = 5;
/** Part of the visible width one arrow press scrolls. */
const ARROW_SCROLL_SHARE = 0.8;
/** Room left of a selected pair scrolled into view, px. */
const SELECTED_MARGIN_PX = 8;

export interface HostPairStripProps {
  selectedId: string | null;
  onSelect: (pair: PodcastHostPair) => void;
  /** 'Create Host Avatars' was pressed. */
  onCreate: () => void;
}

/**
 * 'Select Host Avatars' (spec §2): the pairs in a horizontally scrolling
 * strip with previous/next arrows (the user's own pairs first, then the demo
 * pairs), the selected pair highlighted, and the 'Create Host Avatars' link.
 */
export function HostPairStrip({ selectedId, onSelect, onCreate }: HostPairStripProps) {
  const { t } = useTranslation();
  const pairs = useQuery(hostPairsQueryOptions());
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ left: 0, max: 0 });
  const pairCount = pairs.data?.list.length ?? 0;

  const measure = useCallback(() => {
    const element = viewportRef.current;
    if (element) setScroll({ left: element.scrollLeft, max: element.scrollWidth - element.clientWidth });
  }, []);

  // The arrows need the strip's overflow, which changes with the pairs and the window's width.
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, pairCount]);

  // The selected pair is brought into the strip's view (sideways only: the page itself does not move).
  useEffect(() => {
    const element = viewportRef.current;
    const card = element?.querySelector<HTMLElement>(`[data-testid="host-pair"][data-pair-id="${CSS.escape(selectedId ?? '')}"]`);
    if (!element || !card) return;
    const cardLeft = card.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
    const cardRight = cardLeft + card.offsetWidth;
    if (cardLeft < element.scrollLeft || cardRight > element.scrollLeft + element.clientWidth) {
      element.scrollTo({ left: Math.max(0, cardLeft - SELECTED_MARGIN_PX), behavior: 'smooth' });
    }
  }, [selectedId, pairCount]);

  const canScrollBack = scroll.left > 1;
  const canScrollOn = scroll.left < scroll.max - 1;

  const scrollBy = (direction: -1 | 1) => {
    const element = viewportRef.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * ARROW_SCROLL_SHARE, behavior: 'smooth' });
  };

  const list = pairs.data?.list ?? [];
  return (
    <Stack gap="xs" data-testid="host-pair-strip">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="md" id="host-pairs-title">
          {t('podcast.hosts.title')}
        </Title>
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onCreate} data-testid="create-host-pair">
          <Group gap={4} wrap="nowrap">
            <IconPlus size={14} aria-hidden />
            {t('podcast.hosts.create')}
          </Group>
        </Anchor>
      </Group>
      <Group gap={6} wrap="nowrap" align="center">
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          onClick={() => scrollBy(-1)}
          disabled={!canScrollBack}
          aria-label={t('podcast.hosts.previous')}
          data-testid="host-pairs-previous"
          visibleFrom="xs"
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ScrollArea
          viewportRef={viewportRef}
          type="auto"
          scrollbarSize={6}
          offsetScrollbars="x"
          onScrollPositionChange={measure}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap="sm" wrap="nowrap" align="stretch" role="group" aria-labelledby="host-pairs-title" p={4}>
            {pairs.isPending &&
              Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <Skeleton key={index} width={176} height={170} radius="lg" data-testid="host-pair-skeleton" />
              ))}
            {list.map((pair) => (
              <HostPairCard key={pair.id} pair={pair} isSelected={pair.id === selectedId} onSelect={onSelect} />
            ))}
          </Group>
        </ScrollArea>
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          onClick={() => scrollBy(1)}
          disabled={!canScrollOn}
          aria-label={t('podcast.hosts.next')}
          data-testid="host-pairs-next"
          visibleFrom="xs"
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {pairs.isPending && <VisuallyHidden role="status">{t('podcast.hosts.loading')}</VisuallyHidden>}
      {pairs.isSuccess && list.length === 0 && (
        <Group gap="sm" data-testid="host-pairs-empty">
          <Text size="sm" c="dimmed">
            {t('podcast.hosts.empty')}
          </Text>
          <Button size="xs" variant="light" onClick={onCreate}>
            {t('podcast.hosts.create')}
          </Button>
        </Group>
      )}
      {pairs.isError && (
        <Group gap="sm">
          <Text size="sm" c="red.7">
            {t('podcast.hosts.loadFailed')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void pairs.refetch()}>
            {t('podcast.hosts.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
