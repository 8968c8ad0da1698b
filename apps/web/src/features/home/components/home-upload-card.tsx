import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMicrophone2, IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StoredFile } from '@talkreel/contract';
import { UploadWidget } from '../../../ui/upload-widget/upload-widget.tsx';
import { podcastFormPathFor } from '../../../ui/handover/podcast-document-handover.ts';
import { talkingPhotoPathFor } from '../../../ui/handover/photo-handover.ts';

/** Where an uploaded file can go next: a photo talks (spec §1), a PDF becomes a two-host podcast. */
function NextStep({ file }: { file: StoredFile }) {
  const { t } = useTranslation();
  if (file.file_type === 'pdf') {
    return (
      <Button
        component={Link}
        to={podcastFormPathFor({ path: file.full_path, name: file.file_name })}
        leftSection={<IconMicrophone2 size={18} aria-hidden />}
        data-testid="home-upload-next"
      >
        {t('home.makePodcast')}
      </Button>
    );
  }
  return (
    <Button component={Link} to={talkingPhotoPathFor(file)} leftSection={<IconMoodSmile size={18} aria-hidden />} data-testid="home-upload-next">
      {t('home.makeTalkingPhoto')}
    </Button>
  );
}

/**
 * 'Upload a file' for the generic purpose (PDF, PNG, JPG); once stored, the
 * page it is for opens with it (a photo on Talking Photo, a PDF on Video
 * Podcast), and a link opens the server's copy.
 */
export function HomeUploadCard() {
  const { t } = useTranslation();
  const [uploadedFile, setUploadedFile] = useState<StoredFile | null>(null);

  return (
    <Card maw={560} w="100%" data-testid="home-upload-card">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {t('home.uploadTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('home.uploadHint')}
          </Text>
        </Stack>
        <UploadWidget purpose="generic" onUploaded={setUploadedFile} onReset={() => setUploadedFile(null)} />
        {uploadedFile && (
          <Group justify="space-between" gap="sm">
            <NextStep file={uploadedFile} />
            <Anchor href={uploadedFile.full_path} target="_blank" rel="noopener" size="sm" data-testid="uploaded-file-link">
              <Group gap={4} wrap="nowrap" component="span">
                {t('home.openUploadedFile')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
