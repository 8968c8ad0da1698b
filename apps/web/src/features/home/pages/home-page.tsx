import { Alert, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HomeUploadCard } from '../components/home-upload-card.tsx';

/** `/`: the product, its tagline and the file upload. */
export function HomePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(`${t('app.name')} · ${t('app.tagline')}`);

  return (
    <Stack gap="xl" maw={1200}>
      {searchParams.get('action') === 'buy' && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="buy-not-available">
          {t('home.buyNotAvailable')}
        </Alert>
      )}
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {t('app.name')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('app.tagline')}
        </Text>
      </Stack>
      <HomeUploadCard />
    </Stack>
  );
}
