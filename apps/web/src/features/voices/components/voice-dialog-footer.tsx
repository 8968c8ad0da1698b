import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from '@talkreel/contract';

export interface VoiceDialogFooterProps {
  selectedVoice: VoiceItem | null;
  allowRemove: boolean;
  isConfirming: boolean;
  onRemove: () => void;
  onCancel: () => void;
  onConfirm: (voice: VoiceItem) => void;
}

/** 'Remove voice from avatar' (when allowed), the chosen voice's name, Cancel and Confirm (spec §2, §4). */
export function VoiceDialogFooter(props: VoiceDialogFooterProps) {
  const { selectedVoice, allowRemove, isConfirming, onRemove, onCancel, onConfirm } = props;
  const { t } = useTranslation();

  return (
    // Sticky: on a phone the dialog scrolls, and Cancel / Confirm must stay on screen.
    <Group
      justify="space-between"
      gap="sm"
      py="md"
      wrap="wrap"
      bg="white"
      data-testid="voice-dialog-footer"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', position: 'sticky', bottom: 0, zIndex: 2 }}
    >
      <Group gap="md">
        {allowRemove && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
            disabled={isConfirming}
            data-testid="voice-remove"
          >
            {t('voices.dialog.removeVoice')}
          </Button>
        )}
        <Text size="sm" c="dimmed" data-testid="voice-dialog-selection">
          {selectedVoice ? t('voices.dialog.selected', { name: selectedVoice.name }) : t('voices.dialog.nothingSelected')}
        </Text>
      </Group>
      <Group gap="sm">
        <Button variant="default" onClick={onCancel} data-testid="voice-cancel">
          {t('voices.dialog.cancel')}
        </Button>
        <Button disabled={!selectedVoice} loading={isConfirming} onClick={() => selectedVoice && onConfirm(selectedVoice)} data-testid="voice-confirm">
          {t('voices.dialog.confirm')}
        </Button>
      </Group>
    </Group>
  );
}
