import { Group, Loader, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openVoiceDialog } from '../voice-dialog/voice-dialog-store.ts';
import type { ChosenVoice } from './chosen-voice.ts';
import classes from './voice-selector.module.css';

export interface VoiceSelectorProps {
  voice: ChosenVoice | null;
  isLoading: boolean;
  onChange: (voice: ChosenVoice) => void;
}

/** The chosen voice; pressing it opens 'AI Voices' with that voice selected, and its Confirm replaces it. */
export function VoiceSelector({ voice, isLoading, onChange }: VoiceSelectorProps) {
  const { t } = useTranslation();
  const choose = async () => {
    const result = await openVoiceDialog({ selectedVoiceId: voice?.id });
    if (result[0]) onChange({ id: result[1], name: result[2].name });
  };
  return (
    <UnstyledButton
      className={classes.selector}
      onClick={() => void choose()}
      aria-label={`${t('talkingPhoto.form.voiceLabel')}: ${voice?.name ?? t('talkingPhoto.form.chooseVoice')}. ${t('talkingPhoto.form.changeVoice')}`}
      data-testid="voice-selector"
      data-voice-id={voice?.id ?? ''}
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
          <IconMicrophone size={18} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('talkingPhoto.form.voiceLabel')}
          </Text>
          <Text fw={600} truncate="end" data-testid="voice-selector-name">
            {isLoading ? t('talkingPhoto.form.voiceLoading') : (voice?.name ?? t('talkingPhoto.form.chooseVoice'))}
          </Text>
        </div>
        {isLoading ? <Loader size="xs" /> : <IconChevronRight size={18} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
