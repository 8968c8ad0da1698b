import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { voiceGenderQuestion } from '../state/voice-gender-question.ts';

/** 'Which voice should this photo have?' when the face's gender could not be read with confidence. */
export function VoiceGenderDialog() {
  const { t } = useTranslation();
  const request = voiceGenderQuestion.useCurrent();
  return (
    <Modal
      opened={request !== null}
      onClose={voiceGenderQuestion.dismiss}
      title={t('talkingPhoto.voiceGender.title')}
      centered
      radius="lg"
      data-testid="voice-gender-dialog"
    >
      <Stack gap="lg">
        <Text size="sm">{t('talkingPhoto.voiceGender.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => voiceGenderQuestion.settle(1)} data-testid="voice-gender-female">
            {t('talkingPhoto.voiceGender.female')}
          </Button>
          <Button variant="default" onClick={() => voiceGenderQuestion.settle(2)} data-testid="voice-gender-male">
            {t('talkingPhoto.voiceGender.male')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
