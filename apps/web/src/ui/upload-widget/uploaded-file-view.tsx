import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@talkreel/contract';
import { FileKindIcon } from './file-kind-icon.tsx';

const BYTES_PER_KILOBYTE = 1024;

function formatFileSize(sizeBytes: number): string {
  if (sizeBytes < BYTES_PER_KILOBYTE) return `${sizeBytes} B`;
  const kilobytes = sizeBytes / BYTES_PER_KILOBYTE;
  if (kilobytes < BYTES_PER_KILOBYTE) return `${kilobytes.toFixed(1)} KB`;
  return `${(kilobytes / BYTES_PER_KILOBYTE).toFixed(1)} MB`;
}

export interface UploadedFileViewProps {
  file: StoredFile;
  onReupload: () => void;
}

/** The uploaded state: the file's type icon, name and size (when known: a file handed over from another page has none), and 'Reupload'. */
export function UploadedFileView({ file, onReupload }: UploadedFileViewProps) {
  const { t } = useTranslation();
  return (
    <Group wrap="nowrap" gap="md" py="xs">
      <FileKindIcon kind={file.file_type} label={t('upload.fileKind', { kind: file.file_type.toUpperCase() })} />
      <Stack gap={2} flex={1} miw={0}>
        <Text fw={500} truncate="end" data-testid="uploaded-file-name">
          {file.file_name}
        </Text>
        {file.size > 0 && (
          <Text size="xs" c="dimmed">
            {formatFileSize(file.size)}
          </Text>
        )}
      </Stack>
      <Button variant="default" onClick={onReupload} leftSection={<IconRefresh size={16} aria-hidden />}>
        {t('upload.reupload')}
      </Button>
    </Group>
  );
}
