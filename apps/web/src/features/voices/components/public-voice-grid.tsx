import { ScrollArea, SimpleGrid } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from '@talkreel/contract';
import { publicVoicesQueryOptions } from '../api/voice-query-options.ts';
import { useFavoriteVoice } from '../hooks/use-favorite-voice.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import type { VoicePreview } from '../hooks/use-voice-preview.ts';
import { hasActiveFilters, type VoiceFilters } from '../state/voice-filters.ts';
import { VoiceCard } from './voice-card.tsx';
import { VoiceGridSkeleton } from './voice-grid-skeleton.tsx';
import { VoiceListEnd } from './voice-list-end.tsx';
import { VoiceListMessage } from './voice-list-message.tsx';

export const VOICE_GRID_COLUMNS = 3;
/** The scrolling part of the dialog: tall enough for four rows, short enough for a laptop screen. */
export const VOICE_LIST_HEIGHT = 'min(52vh, 520px)';

export interface PublicVoiceGridProps {
  filters: VoiceFilters;
  preview: VoicePreview;
  selectedVoiceId: string | null;
  onSelect: (voice: VoiceItem) => void;
  onClearFilters: () => void;
}

/** The public library's results: skeletons, then cards that load 36 more at the bottom, then 'no more data'. */
export function PublicVoiceGrid({ filters, preview, selectedVoiceId, onSelect, onClearFilters }: PublicVoiceGridProps) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const voices = useInfiniteQuery(publicVoicesQueryOptions(filters));
  const favorite = useFavoriteVoice();
  const sentinelRef = useInfiniteScroll({
    rootRef: viewportRef,
    hasNextPage: voices.hasNextPage,
    isFetchingNextPage: voices.isFetchingNextPage,
    fetchNextPage: voices.fetchNextPage,
  });

  // New filters start a new list: back to its top.
  useEffect(() => {
    viewportRef.current?.scrollTo({ top: 0 });
  }, [filters]);

  const list = voices.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <ScrollArea h={VOICE_LIST_HEIGHT} viewportRef={viewportRef} offsetScrollbars type="auto" data-testid="voice-public-list">
      {voices.isPending && <VoiceGridSkeleton columns={VOICE_GRID_COLUMNS} />}
      {voices.isError && (
        <VoiceListMessage
          testId="voice-list-error"
          message={t('voices.list.loadFailed')}
          actionLabel={t('voices.list.retry')}
          onAction={() => void voices.refetch()}
        />
      )}
      {voices.isSuccess && list.length === 0 && (
        <VoiceListMessage
          testId="voice-list-empty"
          message={t('voices.list.empty')}
          actionLabel={hasActiveFilters(filters) ? t('voices.filters.clear') : undefined}
          onAction={onClearFilters}
        />
      )}
      {list.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: VOICE_GRID_COLUMNS }} spacing="sm" p={2}>
            {list.map((voice) => (
              <VoiceCard key={voice.id} voice={voice} preview={preview} isSelected={voice.id === selectedVoiceId} onSelect={onSelect} favorite={favorite} />
            ))}
          </SimpleGrid>
          <VoiceListEnd
            sentinelRef={sentinelRef}
            hasNextPage={voices.hasNextPage}
            isFetchingNextPage={voices.isFetchingNextPage}
            onLoadMore={() => void voices.fetchNextPage()}
          />
        </>
      )}
    </ScrollArea>
  );
}
