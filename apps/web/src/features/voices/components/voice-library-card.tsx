import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconListSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openVoiceDialog } from '../../../ui/voice-dialog/voice-dialog-store.ts';

/**
 * The built-in voice library from /voice: the same 'AI Voices' dialog that
 * avatars will use, where Confirm copies the chosen public voice into My
 * Voices (spec §4). It says by name which voice was added.
 */
export function VoiceLibraryCard() {
  const { t } = useTranslation();
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);

  const browse = async () => {
    const result = await openVoiceDialog();
    if (result[0]) setAdded({ id: result[1], name: result[2].name });
  };

  return (
    <Card data-testid="voice-library-card">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {t('voices.library.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('voices.library.description')}
          </Text>
        </Stack>
        <Group>
          <Button variant="light" leftSection={<IconListSearch size={18} aria-hidden />} onClick={() => void browse()} data-testid="open-voice-dialog">
            {t('voices.library.open')}
          </Button>
        </Group>
        {added && (
          <Alert variant="light" color="green" icon={<IconCircleCheck aria-hidden />} data-testid="voice-library-added" data-voice-id={added.id}>
            {t('voices.library.added', { name: added.name })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
