import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface UploadProgressViewProps {
  fileName: string;
  /** Whole percent of the bytes sent, from the browser's upload progress events. */
  percent: number;
}

/** The uploading state: 'Uploading...' with the real byte progress. */
export function UploadProgressView({ fileName, percent }: UploadProgressViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" py="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" fw={500}>
            {t('upload.uploading')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" data-testid="upload-percent">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} aria-label={t('upload.progressLabel')} size="md" radius="xl" transitionDuration={150} />
      <Text size="xs" c="dimmed" truncate="end">
        {fileName}
      </Text>
    </Stack>
  );
}
