import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { useDeleteVideo } from '../hooks/use-delete-video.ts';

export interface DeleteVideoDialogProps {
  projectId: string;
  name: string;
  isOpen: boolean;
  onClose: () => void;
}

/** Asks once and says what goes (the video, its renders and files, for good); the deletion returns to My Videos. */
export function DeleteVideoDialog({ projectId, name, isOpen, onClose }: DeleteVideoDialogProps) {
  const { t } = useTranslation();
  const deletion = useDeleteVideo(projectId);

  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        showSuccessToast(t('videos.delete.done', { name }));
        onClose();
      },
    });

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('videos.delete.title')} centered>
      <Stack gap="md" data-testid="delete-video-dialog">
        <Text>{t('videos.delete.body', { name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('videos.delete.cancel')}
          </Button>
          <Button color="red" loading={deletion.isPending} onClick={confirm} data-testid="delete-video-confirm">
            {t('videos.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
