import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { TranslationHistory } from '../components/translation-history.tsx';
import { TranslationStudio } from '../components/translation-studio.tsx';

/** `/video-translation` (site §2: the video translator's button): the form, then the past translations. */
export function VideoTranslationPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('videoTranslation.title')} · ${t('app.name')}`);
  return (
    <Stack gap="xl" maw={1120} mx="auto" w="100%" data-testid="video-translation-page">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('videoTranslation.title')}
        </Title>
        <Text c="dimmed" maw={760}>
          {t('videoTranslation.subtitle')}
        </Text>
      </Stack>
      <TranslationStudio />
      <TranslationHistory />
    </Stack>
  );
}
