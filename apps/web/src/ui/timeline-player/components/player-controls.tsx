import { ActionIcon, Group, Slider, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from '../state/format-playback-time.ts';

export interface PlayerControlsProps {
  timeMs: number;
  durationMs: number;
  isPlaying: boolean;
  onTogglePlay: () => void;
  onSeek: (timeMs: number) => void;
}

/** The renderer's frame length at 25 fps: the slider moves one video frame per step, ms. */
const FRAME_STEP_MS = 40;

/** Play / pause, the seek slider and the time labels under the preview. */
export function PlayerControls({ timeMs, durationMs, isPlaying, onTogglePlay, onSeek }: PlayerControlsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" px="xs" py={6}>
      <ActionIcon
        variant="filled"
        radius="xl"
        size="lg"
        onClick={onTogglePlay}
        aria-label={isPlaying ? t('player.pause') : t('player.play')}
        data-testid="player-play-toggle"
        data-playing={isPlaying}
      >
        {isPlaying ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
      </ActionIcon>
      <Text size="xs" c="dimmed" ff="monospace" data-testid="player-current-time" miw={36}>
        {formatPlaybackTime(timeMs)}
      </Text>
      <Slider
        flex={1}
        min={0}
        max={Math.max(FRAME_STEP_MS, durationMs)}
        step={FRAME_STEP_MS}
        value={Math.min(timeMs, durationMs)}
        onChange={onSeek}
        label={formatPlaybackTime}
        size="sm"
        thumbProps={{ 'aria-label': t('player.seek') }}
        data-testid="player-seek"
      />
      <Text size="xs" c="dimmed" ff="monospace" data-testid="player-duration" miw={36} ta="right">
        {formatPlaybackTime(durationMs)}
      </Text>
    </Group>
  );
}
