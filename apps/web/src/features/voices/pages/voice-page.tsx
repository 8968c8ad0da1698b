import { Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CreateVoiceCard } from '../components/create-voice-card.tsx';
import { MyVoicesSection } from '../components/my-voices-section.tsx';
import { VoiceLibraryCard } from '../components/voice-library-card.tsx';

/** `/voice`: create your own voice, add voices from the library, and My Voices. */
export function VoicePage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('voices.page.title')} · ${t('app.name')}`);

  return (
    <Stack gap="xl" maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {t('voices.page.title')}
        </Title>
        <Text c="dimmed">{t('voices.page.subtitle')}</Text>
      </Stack>
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CreateVoiceCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <VoiceLibraryCard />
        </Grid.Col>
      </Grid>
      <MyVoicesSection />
    </Stack>
  );
}
