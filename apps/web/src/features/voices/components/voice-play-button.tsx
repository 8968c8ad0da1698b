import { ActionIcon, Loader } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from '@talkreel/contract';
import type { VoicePreview } from '../hooks/use-voice-preview.ts';

export interface VoicePlayButtonProps {
  voice: Pick<VoiceItem, 'id' | 'name' | 'preview_url'>;
  preview: VoicePreview;
  size?: number;
}

/** Play / stop of a voice's sample; a spinner while the first play is being prepared. */
export function VoicePlayButton({ voice, preview, size = 40 }: VoicePlayButtonProps) {
  const { t } = useTranslation();
  const phase = preview.voiceId === voice.id ? preview.phase : 'idle';
  const isActive = phase !== 'idle';
  const iconSize = Math.round(size * 0.45);

  return (
    <ActionIcon
      size={size}
      radius="xl"
      variant={isActive ? 'filled' : 'light'}
      aria-label={isActive ? t('voices.item.stop', { name: voice.name }) : t('voices.item.play', { name: voice.name })}
      data-testid="voice-play"
      data-state={phase}
      disabled={voice.preview_url === ''}
      onClick={(event) => {
        // The card around it selects the voice on click; playing a sample is not choosing it.
        event.stopPropagation();
        preview.toggle(voice);
      }}
    >
      {phase === 'loading' && <Loader size={iconSize} color="white" aria-hidden />}
      {phase === 'playing' && <IconPlayerStopFilled size={iconSize} aria-hidden />}
      {phase === 'idle' && <IconPlayerPlayFilled size={iconSize} aria-hidden />}
    </ActionIcon>
  );
}
