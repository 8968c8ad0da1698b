import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HomeAvatarTool } from '../features/avatars/components/home-avatar-tool.tsx';
import { CreditsStoreDialog } from '../features/billing/components/credits-store-dialog.tsx';
import { TalkingPhotoResultCard } from '../ui/render-result/talking-photo-result-card.tsx';
import { HomeUploadCard } from '../features/home/components/home-upload-card.tsx';
import { HomeTemplates } from '../features/templates/components/home-templates.tsx';

/**
 * `/`: the product, its tagline and the file upload; after 'Create Video' on
 * the talking-photo page, that video's progress and result; with `action=buy`
 * (spec §2), the Credits Store over it.
 */
export function HomePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(`${t('app.name')} · ${t('app.tagline')}`);
  const action = searchParams.get('action');
  const talkingPhotoProjectId = action === 'talking-photo' ? searchParams.get('project_id') : null;

  return (
    <Stack gap="xl" maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {t('app.name')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('app.tagline')}
        </Text>
      </Stack>
      {talkingPhotoProjectId && (
        <TalkingPhotoResultCard key={talkingPhotoProjectId} projectId={talkingPhotoProjectId} index={Number(searchParams.get('index') ?? 0) || 0} />
      )}
      <HomeAvatarTool />
      <HomeUploadCard />
      <HomeTemplates />
      <CreditsStoreDialog />
    </Stack>
  );
}
