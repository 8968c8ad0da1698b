import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudUpload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface UploadDropZoneProps {
  allowedLabel: string;
  onSelectFile: () => void;
}

/**
 * The idle state. Dropping is handled by the widget around it; the button is
 * the keyboard and screen-reader path to the same file picker.
 */
export function UploadDropZone({ allowedLabel, onSelectFile }: UploadDropZoneProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="md">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconCloudUpload size={26} stroke={1.6} />
      </ThemeIcon>
      <Text size="sm">{t('upload.dropHere')}</Text>
      <Button onClick={onSelectFile} leftSection={<IconUpload size={16} aria-hidden />}>
        {t('upload.selectFile')}
      </Button>
      <Text size="xs" c="dimmed">
        {allowedLabel}
      </Text>
    </Stack>
  );
}
