import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { VideoGrid } from '../components/video-grid.tsx';

/** `/my-videos`: every video of the account with its latest render, live while renders run. */
export function MyVideosPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('videos.list.title')} · ${t('app.name')}`);

  return (
    <Stack gap="lg" maw={1280}>
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {t('videos.list.title')}
        </Title>
        <Text c="dimmed">{t('videos.list.subtitle')}</Text>
      </Stack>
      <VideoGrid />
    </Stack>
  );
}
