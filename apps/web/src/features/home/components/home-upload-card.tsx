import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@talkreel/contract';
import { UploadWidget } from '../../../ui/upload-widget/upload-widget.tsx';

/** 'Upload a file' for the generic purpose; once stored, a link opens the server's copy. */
export function HomeUploadCard() {
  const { t } = useTranslation();
  const [uploadedFile, setUploadedFile] = useState<StoredFile | null>(null);

  return (
    <Card maw={560} w="100%">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('home.uploadTitle')}
        </Title>
        <UploadWidget purpose="generic" onUploaded={setUploadedFile} onReset={() => setUploadedFile(null)} />
        {uploadedFile && (
          <Anchor href={uploadedFile.full_path} target="_blank" rel="noopener" size="sm" data-testid="uploaded-file-link">
            <Group gap={4} wrap="nowrap" component="span">
              {t('home.openUploadedFile')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
