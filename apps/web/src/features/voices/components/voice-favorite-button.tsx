import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from '@talkreel/contract';
import type { FavoriteVoice } from '../hooks/use-favorite-voice.ts';

export interface VoiceFavoriteButtonProps {
  voice: Pick<VoiceItem, 'id' | 'name' | 'favorite_id'>;
  favorite: FavoriteVoice;
}

/** The favourite toggle of a public voice: a coral heart when on. */
export function VoiceFavoriteButton({ voice, favorite }: VoiceFavoriteButtonProps) {
  const { t } = useTranslation();
  const isFavorite = voice.favorite_id !== 0;
  const label = isFavorite ? t('voices.item.removeFavorite', { name: voice.name }) : t('voices.item.addFavorite', { name: voice.name });

  return (
    <ActionIcon
      variant="subtle"
      color={isFavorite ? 'coral' : 'gray'}
      size={32}
      radius="xl"
      aria-label={label}
      aria-pressed={isFavorite}
      data-testid="voice-favorite"
      data-favorite={isFavorite}
      loading={favorite.pendingVoiceId === voice.id}
      onClick={(event) => {
        event.stopPropagation();
        favorite.toggle(voice);
      }}
    >
      {isFavorite ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
    </ActionIcon>
  );
}
