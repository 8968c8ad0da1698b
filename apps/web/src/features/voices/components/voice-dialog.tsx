import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { voiceDialog } from '../../../ui/voice-dialog/voice-dialog-store.ts';
import { VoiceDialogContent } from './voice-dialog-content.tsx';

/** Spec §2: 1200 wide. */
const VOICE_DIALOG_WIDTH_PX = 1200;
/** A phone: the dialog takes the whole screen. */
const FULL_SCREEN_MEDIA_QUERY = '(max-width: 36em)';

/**
 * 'AI Voices', mounted once in the app providers and opened with
 * `openVoiceDialog()`. Spec §2: neither a click outside nor Escape closes
 * it; the close icon and Cancel answer `[false]`. Each opening starts fresh.
 */
export function VoiceDialog() {
  const { t } = useTranslation();
  const request = voiceDialog.useCurrent();
  const shown = voiceDialog.useLatest();
  const isFullScreen = useMediaQuery(FULL_SCREEN_MEDIA_QUERY) ?? false;

  return (
    <Modal.Root
      opened={request !== null}
      onClose={voiceDialog.dismiss}
      size={VOICE_DIALOG_WIDTH_PX}
      centered
      fullScreen={isFullScreen}
      closeOnClickOutside={false}
      closeOnEscape={false}
      radius={isFullScreen ? 0 : 'lg'}
    >
      <Modal.Overlay backgroundOpacity={0.5} blur={2} />
      <Modal.Content data-testid="voice-dialog">
        <Modal.Header>
          <Modal.Title fw={700} fz={20}>
            {t('voices.dialog.title')}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('voices.dialog.close')} />
        </Modal.Header>
        <Modal.Body pb={0}>
          {shown && <VoiceDialogContent key={shown.id} options={shown.payload} onAnswer={voiceDialog.settle} onCancel={voiceDialog.dismiss} />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
