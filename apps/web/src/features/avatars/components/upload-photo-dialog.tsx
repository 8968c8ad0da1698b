import { Group, Image, List, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UploadWidget } from '../../../ui/upload-widget/upload-widget.tsx';
import { sampleFacesQueryOptions } from '../api/avatar-requests.ts';
import type { LookReference } from '../state/look-reference.ts';

export interface UploadPhotoDialogProps {
  opened: boolean;
  onClose: () => void;
  onChoose: (reference: LookReference) => void;
}

/**
 * 'Upload Your Photo' (spec §2, §5): an upload area for a PNG or JPG up to
 * 5 MB, the six sample faces (drawn by the illustrator, never photos of real
 * people) and what makes a good reference.
 */
export function UploadPhotoDialog({ opened, onClose, onChoose }: UploadPhotoDialogProps) {
  const { t } = useTranslation();
  const samples = useQuery({ ...sampleFacesQueryOptions(), enabled: opened });
  const guidance = t('avatars.upload.guidance', { returnObjects: true }) as string[];
  return (
    <Modal opened={opened} onClose={onClose} title={t('avatars.upload.title')} size="lg" centered data-testid="look-upload-dialog">
      <Stack gap="md">
        <UploadWidget purpose="look_photo" onUploaded={(file) => onChoose({ kind: 'photo', name: file.file_name, url: file.full_path })} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('avatars.upload.samples')}
          </Text>
          <Group gap="xs">
            {(samples.data?.list ?? []).map((face) => (
              <UnstyledButton
                key={face.url}
                onClick={() => onChoose({ kind: 'photo', name: face.name, url: face.url })}
                aria-label={face.name}
                data-testid="look-sample-face"
              >
                <Image src={face.url} alt={face.name} w={56} h={56} radius="xl" fit="cover" />
              </UnstyledButton>
            ))}
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('avatars.upload.guidanceTitle')}
          </Text>
          <List size="sm" spacing={2} c="dimmed">
            {guidance.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
    </Modal>
  );
}
