import { ScrollArea, Stack, Tabs } from '@mantine/core';
import { IconBooks, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { VoiceItem } from '@talkreel/contract';
import { voiceByTimbreQueryOptions } from '../api/voice-by-timbre-query-options.ts';
import { useConfirmVoice } from '../hooks/use-confirm-voice.ts';
import { useVoicePreview } from '../hooks/use-voice-preview.ts';
import { EMPTY_VOICE, type OpenVoiceDialogOptions, type VoiceDialogResult } from '../../../ui/voice-dialog/voice-dialog-store.ts';
import { MyVoicesList } from './my-voices-list.tsx';
import { VOICE_GRID_COLUMNS, VOICE_LIST_HEIGHT } from './public-voice-grid.tsx';
import { PublicVoiceLibrary } from './public-voice-library.tsx';
import { VoiceDialogFooter } from './voice-dialog-footer.tsx';

/** The page where a person makes their own voice. */
const CREATE_VOICE_PATH = '/voice';

export interface VoiceDialogContentProps {
  options: OpenVoiceDialogOptions;
  onAnswer: (result: VoiceDialogResult) => void;
  onCancel: () => void;
}

/** The two tabs (the branded public library and My Voices), one preview player, and the footer. */
export function VoiceDialogContent({ options, onAnswer, onCancel }: VoiceDialogContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preview = useVoicePreview();
  const [chosenVoice, setChosenVoice] = useState<VoiceItem | null>(null);
  // The voice the caller has now (an avatar's), looked up so it shows as chosen and can be confirmed as is.
  const initialVoice = useQuery(voiceByTimbreQueryOptions(options.selectedVoiceId ?? ''));
  const selectedVoice = chosenVoice ?? initialVoice.data ?? null;
  const { confirm, isConfirming } = useConfirmVoice(onAnswer);

  return (
    <Stack gap="md">
      <Tabs defaultValue="public" keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="public" leftSection={<IconBooks size={16} aria-hidden />} data-testid="voice-tab-public">
            {t('voices.dialog.publicTab', { name: t('app.name') })}
          </Tabs.Tab>
          <Tabs.Tab value="mine" leftSection={<IconUserCircle size={16} aria-hidden />} data-testid="voice-tab-mine">
            {t('voices.dialog.myVoicesTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="public">
          <PublicVoiceLibrary preview={preview} selectedVoiceId={selectedVoice?.id ?? null} onSelect={setChosenVoice} />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          <ScrollArea h={VOICE_LIST_HEIGHT} offsetScrollbars type="auto">
            <MyVoicesList
              preview={preview}
              columns={VOICE_GRID_COLUMNS}
              selectedVoiceId={selectedVoice?.id ?? null}
              onSelect={setChosenVoice}
              onCreateVoice={() => {
                onCancel();
                void navigate(CREATE_VOICE_PATH);
              }}
            />
          </ScrollArea>
        </Tabs.Panel>
      </Tabs>
      <VoiceDialogFooter
        selectedVoice={selectedVoice}
        allowRemove={options.allowRemove ?? false}
        isConfirming={isConfirming}
        onRemove={() => onAnswer([true, '', EMPTY_VOICE])}
        onCancel={onCancel}
        onConfirm={confirm}
      />
      <audio {...preview.audioProps} />
    </Stack>
  );
}
