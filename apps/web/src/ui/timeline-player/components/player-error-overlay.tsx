import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface PlayerErrorOverlayProps {
  hasMediaError: boolean;
  hasImageError: boolean;
  onRetry: () => void;
}

/** Spec §5 messages over the canvas when a media file or a picture cannot be shown, with a retry. */
export function PlayerErrorOverlay({ hasMediaError, hasImageError, onRetry }: PlayerErrorOverlayProps) {
  const { t } = useTranslation();
  if (!hasMediaError && !hasImageError) return null;
  return (
    <Stack
      role="alert"
      data-testid="player-error"
      align="center"
      justify="center"
      gap="xs"
      pos="absolute"
      inset={0}
      bg="rgba(17, 24, 39, 0.72)"
      c="white"
      p="md"
    >
      <IconAlertTriangle size={28} aria-hidden />
      {hasMediaError && <Text fw={600}>{t('player.mediaLoadError')}</Text>}
      {hasImageError && <Text fw={600}>{t('player.imageLoadError')}</Text>}
      <Button size="xs" variant="white" onClick={onRetry}>
        {t('player.retry')}
      </Button>
    </Stack>
  );
}
