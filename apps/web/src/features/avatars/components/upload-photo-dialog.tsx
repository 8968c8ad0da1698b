import { Group, Image, List, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@talkreel/contract';
import { checkUploadFile } from '../../../ui/upload-widget/check-upload-file.ts';
import { UploadWidgetFrame } from '../../../ui/upload-widget/upload-widget-frame.tsx';
import { useFileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
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
        <LookPhotoUpload onUploaded={(file) => onChoose({ kind: 'photo', name: file.file_name, url: file.full_path })} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('avatars.upload.samples')}
          </Text>
          <Group gap="xs">
            {(samples.data?.list ?? []).map((face) => (
              <UnstyledButton
                key={face.url}
                onClick={() => onChoose({ kind: 'photo', name: face.name, url: face.url })}
                aria-label={t('avatars.upload.useSample', { name: face.name })}
                data-testid="look-sample-face"
                style={{ borderRadius: '50%' }}
              >
                <Image src={face.url} alt={t('avatars.upload.sampleAlt', { name: face.name })} w={56} h={56} radius="xl" fit="cover" />
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

interface LookPhotoUploadProps {
  onUploaded: (file: StoredFile) => void;
}

/**
 * The shared upload widget with the wizard's own first check: any file that
 * is not a PNG or JPG up to 5 MB gets the spec's one message, inline, before
 * a byte is sent (the generic widget would say 'Unsupported file types!').
 */
function LookPhotoUpload({ onUploaded }: LookPhotoUploadProps) {
  const { t } = useTranslation();
  const upload = useFileUpload({ purpose: 'look_photo', onUploaded });
  const [isRejected, setIsRejected] = useState(false);
  const startUpload = async (file: File) => {
    const isAllowed = checkUploadFile({ name: file.name, sizeBytes: file.size }, 'look_photo').isAllowed;
    setIsRejected(!isAllowed);
    if (isAllowed) await upload.startUpload(file);
  };
  return (
    <Stack gap={6}>
      <UploadWidgetFrame purpose="look_photo" upload={{ ...upload, startUpload }} />
      {isRejected && (
        <Text size="sm" c="red" role="alert" data-testid="look-upload-error">
          {t('avatars.upload.rejected')}
        </Text>
      )}
    </Stack>
  );
}
