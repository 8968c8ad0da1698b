import { Button, Center, Divider, Loader } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface VoiceListEndProps {
  sentinelRef: RefObject<HTMLDivElement | null>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/**
 * The bottom of an infinitely scrolling list: the sentinel that loads the
 * next page when it comes into view, a 'Load more' button for keyboards
 * (and browsers without IntersectionObserver), and 'no more data' at the end.
 */
export function VoiceListEnd({ sentinelRef, hasNextPage, isFetchingNextPage, onLoadMore }: VoiceListEndProps) {
  const { t } = useTranslation();
  return (
    <div ref={sentinelRef} data-testid="voice-list-end">
      {hasNextPage ? (
        <Center py="md">
          {isFetchingNextPage ? (
            <Loader size="sm" aria-label={t('voices.list.loading')} />
          ) : (
            <Button variant="light" size="xs" onClick={onLoadMore} data-testid="voice-load-more">
              {t('voices.list.loadMore')}
            </Button>
          )}
        </Center>
      ) : (
        <Divider
          my="md"
          label={t('voices.list.noMoreData')}
          labelPosition="center"
          data-testid="voice-no-more"
          styles={{ label: { color: 'var(--mantine-color-dimmed)' } }}
        />
      )}
    </div>
  );
}
