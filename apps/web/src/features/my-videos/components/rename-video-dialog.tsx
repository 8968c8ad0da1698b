import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { useRenameVideo } from '../hooks/use-rename-video.ts';
import { checkVideoName } from '../state/check-video-name.ts';

export interface RenameVideoDialogProps {
  projectId: string;
  currentName: string;
  isOpen: boolean;
  onClose: () => void;
}

/** Rename: the current name, selected, checked here before it is sent (1 to 120 characters). */
export function RenameVideoDialog({ projectId, currentName, isOpen, onClose }: RenameVideoDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameVideo(projectId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkVideoName(name);
    if (problem) {
      setError(t(`videos.rename.${problem}`));
      return;
    }
    rename.mutate(name.trim(), {
      onSuccess: () => {
        showSuccessToast(t('videos.rename.done'));
        onClose();
      },
    });
  };

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('videos.rename.title')} centered>
      <form onSubmit={submit} data-testid="rename-video-form">
        <Stack gap="md">
          <TextInput
            label={t('videos.rename.label')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            onFocus={(event) => event.currentTarget.select()}
            data-testid="rename-video-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('videos.rename.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending} data-testid="rename-video-save">
              {t('videos.rename.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
