import { Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BatchMedia } from '../hooks/use-batch-media.ts';
import { FileDropZone } from './file-drop-zone.tsx';

const MEDIA_ACCEPT = '.png,.jpg,.jpeg,.gif,.bmp,.webp,.mp4,.mov,.webm,.avi,image/*,video/*';

export interface MediaFilesPanelProps {
  referencedNames: readonly string[];
  missingNames: readonly string[];
  media: BatchMedia;
}

/** The file names the sheet's image and video cells give, which are added and which are missing, and a drop zone to add them. */
export function MediaFilesPanel({ referencedNames, missingNames, media }: MediaFilesPanelProps) {
  const { t } = useTranslation();
  if (referencedNames.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="batch-media-none">
        {t('batch.media.none')}
      </Text>
    );
  }
  const missing = new Set(missingNames);
  return (
    <Stack gap="xs" data-testid="batch-media">
      <Title order={4}>{t('batch.media.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('batch.media.hint')}
      </Text>
      <Group gap={6} data-testid="batch-media-names">
        {referencedNames.map((name) =>
          missing.has(name) ? (
            <Badge key={name} color="orange" variant="light" tt="none" leftSection={<IconCircleDashed size={12} aria-hidden />} data-state="missing">
              {name} · {t('batch.media.missing')}
            </Badge>
          ) : (
            <Badge key={name} color="green" variant="light" tt="none" leftSection={<IconCircleCheck size={12} aria-hidden />} data-state="added">
              {name} · {t('batch.media.added')}
            </Badge>
          ),
        )}
      </Group>
      <Text size="sm" fw={600} c={missingNames.length > 0 ? 'orange.8' : 'green.8'} data-testid="batch-media-missing" data-count={missingNames.length}>
        {missingNames.length > 0 ? t('batch.media.missingCount', { count: missingNames.length }) : t('batch.media.allAdded')}
      </Text>
      <FileDropZone
        title={t('batch.media.addFiles')}
        hint={t('batch.media.dropHint')}
        buttonLabel={t('batch.media.addFiles')}
        accept={MEDIA_ACCEPT}
        isMultiple
        onFiles={(files) => media.addFiles(files, referencedNames)}
        testId="batch-media-drop"
      />
      {media.uploading.map((upload) => (
        <Stack key={upload.name} gap={2}>
          <Text size="xs">
            {upload.name} · {t('batch.media.uploading', { percent: upload.percent })}
          </Text>
          <Progress value={upload.percent} size="sm" aria-label={upload.name} />
        </Stack>
      ))}
      {media.refusals.map((refusal) => (
        <Text key={refusal.name} size="sm" c="red.7" role="alert">
          {refusal.reason === 'not-in-sheet'
            ? t('batch.media.notInSheet', { name: refusal.name })
            : t('batch.media.rejected', { name: refusal.name, reason: refusal.message })}
        </Text>
      ))}
    </Stack>
  );
}
