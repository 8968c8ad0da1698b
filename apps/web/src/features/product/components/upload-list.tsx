import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconVideo, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from '../state/upload-queue.ts';

export interface UploadListProps {
  items: readonly UploadItem[];
  onCancel: (id: string) => void;
}

/** The files on their way (site §4): waiting, sent with their percent (to 90), or failed with why; each can be cancelled or deleted. */
export function UploadList({ items, onCancel }: UploadListProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('product.media.uploadsLabel')} data-testid="media-upload-list">
      {items.map((item) => {
        const isFailed = item.status === 'failed';
        const Icon = item.mediaType === 1 ? IconPhoto : IconVideo;
        return (
          <li key={item.id} data-testid="media-upload-item" data-status={item.status} data-percent={item.percent} data-name={item.name}>
            <Group gap="sm" wrap="nowrap" align="center">
              <Icon size={18} aria-hidden />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate="end">
                    {item.name}
                  </Text>
                  <Text size="xs" c={isFailed ? 'red' : 'dimmed'} style={{ flexShrink: 0 }}>
                    {isFailed ? t('product.media.failed') : item.status === 'waiting' ? t('product.media.waiting') : `${item.percent}%`}
                  </Text>
                </Group>
                {isFailed ? (
                  <Text size="xs" c="red" role="alert" data-testid="media-upload-error">
                    {item.message}
                  </Text>
                ) : (
                  <Progress value={item.percent} size="sm" radius="xl" aria-label={t('product.media.progressOf', { name: item.name })} />
                )}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onCancel(item.id)}
                aria-label={isFailed ? t('product.media.deleteUpload', { name: item.name }) : t('product.media.cancelUpload', { name: item.name })}
                data-testid={isFailed ? 'media-upload-delete' : 'media-upload-cancel'}
              >
                {isFailed ? <IconTrash size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
              </ActionIcon>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
