import { Badge, Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { VoiceItem } from '@talkreel/contract';
import type { FavoriteVoice } from '../hooks/use-favorite-voice.ts';
import type { VoicePreview } from '../hooks/use-voice-preview.ts';
import { useVoiceLabels } from '../hooks/use-voice-labels.ts';
import { voiceTags } from '../state/voice-tags.ts';
import { VoiceFavoriteButton } from './voice-favorite-button.tsx';
import { VoicePlayButton } from './voice-play-button.tsx';

export interface VoiceCardProps {
  voice: VoiceItem;
  preview: VoicePreview;
  isSelected?: boolean;
  /** Without it the card only plays (the /voice page's lists). */
  onSelect?: (voice: VoiceItem) => void;
  /** Public voices only: My Voices have no favourites. */
  favorite?: FavoriteVoice;
  /** Tags before the voice's own (My Voices: 'New', 'Multilingual', how it was made). */
  leadingTags?: ReactNode;
}

/** One voice (spec §3 'Voice item'): play, name, gender and language, favourite, tags. */
export function VoiceCard({ voice, preview, isSelected = false, onSelect, favorite, leadingTags }: VoiceCardProps) {
  const labels = useVoiceLabels();
  const details = [voice.gender && labels.label('gender', voice.gender), voice.language && labels.language(voice.language)].filter(Boolean).join(' · ');
  const heading = (
    <Stack gap={2} miw={0}>
      <Group gap={6} wrap="nowrap">
        <Text fw={600} truncate="end">
          {voice.name}
        </Text>
        {isSelected && <IconCircleCheckFilled size={18} color="var(--mantine-primary-color-filled)" aria-hidden />}
      </Group>
      <Text size="xs" c="dimmed" truncate="end">
        {details}
      </Text>
    </Stack>
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      bg="white"
      data-testid="voice-item"
      data-voice-id={voice.id}
      data-selected={isSelected}
      onClick={onSelect ? () => onSelect(voice) : undefined}
      style={{
        cursor: onSelect ? 'pointer' : undefined,
        borderColor: isSelected ? 'var(--mantine-primary-color-filled)' : undefined,
        boxShadow: isSelected ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <VoicePlayButton voice={voice} preview={preview} />
        {onSelect ? (
          <UnstyledButton
            flex={1}
            miw={0}
            aria-pressed={isSelected}
            onClick={(event) => {
              // The card's own click handler would select it a second time.
              event.stopPropagation();
              onSelect(voice);
            }}
          >
            {heading}
          </UnstyledButton>
        ) : (
          <Box flex={1} miw={0}>
            {heading}
          </Box>
        )}
        {favorite && <VoiceFavoriteButton voice={voice} favorite={favorite} />}
      </Group>
      <Group gap={6} mt="xs" wrap="wrap">
        {leadingTags}
        {voiceTags(voice).map((tag) => (
          <Badge key={tag.value} variant="light" color="gray" radius="sm" size="sm" tt="none" fw={500}>
            {labels.label(tag.kind, tag.value)}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}
