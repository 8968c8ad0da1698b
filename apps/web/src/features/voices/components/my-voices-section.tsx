import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVoicePreview } from '../hooks/use-voice-preview.ts';
import { MyVoicesList } from './my-voices-list.tsx';

/** Four to a row on the page, which is wider than the dialog's grid. */
const PAGE_COLUMNS = 4;

/** The /voice page's My Voices: the dialog's list, to play only. */
export function MyVoicesSection() {
  const { t } = useTranslation();
  const preview = useVoicePreview();
  return (
    <Stack gap="md" component="section" aria-labelledby="my-voices-title" data-testid="my-voices-section">
      <Stack gap={4}>
        <Title order={2} fz={24} id="my-voices-title">
          {t('voices.page.myVoicesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('voices.page.myVoicesSubtitle')}
        </Text>
      </Stack>
      <MyVoicesList preview={preview} columns={PAGE_COLUMNS} />
      <audio {...preview.audioProps} />
    </Stack>
  );
}
