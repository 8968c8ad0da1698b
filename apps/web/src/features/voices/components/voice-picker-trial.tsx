import { Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openVoiceDialog, type VoiceDialogResult } from '../state/voice-dialog-store.ts';

function ChosenVoice({ result }: { result: VoiceDialogResult }) {
  const { t } = useTranslation();
  if (!result[0]) {
    return (
      <Text size="sm" c="dimmed" data-testid="picked-voice" data-outcome="cancelled">
        {t('voices.picker.cancelled')}
      </Text>
    );
  }
  const [, voiceId, voice] = result;
  if (voiceId === '') {
    return (
      <Text size="sm" data-testid="picked-voice" data-outcome="removed">
        {t('voices.picker.removed')}
      </Text>
    );
  }
  const rows: Array<[string, string]> = [
    [t('voices.picker.voiceId'), voiceId],
    [t('voices.picker.style'), voice.tts_args.style],
    [t('voices.picker.locale'), voice.tts_args.locale],
  ];
  return (
    <Stack gap="xs" data-testid="picked-voice" data-outcome="chosen" data-voice-id={voiceId}>
      <Text size="sm" c="dimmed">
        {t('voices.picker.chosen')}
      </Text>
      <Text fw={600} fz="lg" data-testid="picked-voice-name">
        {voice.name}
      </Text>
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td c="dimmed" w={96}>
                {label}
              </Table.Td>
              <Table.Td>
                <Code>{value === '' ? '—' : value}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** 'Try the voice picker': opens the avatars' voice dialog and shows what it answered. */
export function VoicePickerTrial() {
  const { t } = useTranslation();
  const [result, setResult] = useState<VoiceDialogResult | null>(null);
  const lastVoiceId = result?.[0] ? result[1] : undefined;

  const pick = async () => {
    setResult(await openVoiceDialog({ selectedVoiceId: lastVoiceId || undefined, allowRemove: true }));
  };

  return (
    <Card data-testid="voice-picker-trial">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {t('voices.picker.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('voices.picker.description')}
          </Text>
        </Stack>
        <Group>
          <Button variant="light" leftSection={<IconListSearch size={18} aria-hidden />} onClick={() => void pick()} data-testid="open-voice-dialog">
            {t('voices.picker.open')}
          </Button>
        </Group>
        {result && <ChosenVoice result={result} />}
      </Stack>
    </Card>
  );
}
