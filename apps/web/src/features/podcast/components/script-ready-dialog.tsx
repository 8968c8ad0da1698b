import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ScriptReadyDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onGetStarted: () => void;
}

/** Spec §4: 'Script Ready' / 'Ready to create your video podcast?' with 'Get Started'. */
export function ScriptReadyDialog({ isOpen, onClose, onGetStarted }: ScriptReadyDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={isOpen} onClose={onClose} withCloseButton={false} centered size={400} data-testid="script-ready-dialog">
      <Stack align="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={2} fz={24} ta="center">
          {t('podcast.ready.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('podcast.ready.body')}
        </Text>
        <Button size="md" mt="sm" onClick={onGetStarted} data-autofocus data-testid="get-started">
          {t('podcast.ready.getStarted')}
        </Button>
      </Stack>
    </Modal>
  );
}
