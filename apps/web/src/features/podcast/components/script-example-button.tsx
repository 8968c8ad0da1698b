import { Anchor, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** 'See example' (spec §2, Upload Script): a short script of 'Speaker: text' paragraphs. */
export function ScriptExampleButton() {
  const { t } = useTranslation();
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const lines = t('podcast.example.lines', { returnObjects: true });
  return (
    <Popover opened={isOpen} onChange={(opened) => !opened && close()} width={380} position="bottom-start" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Anchor component="button" type="button" size="sm" fw={600} onClick={toggle} aria-expanded={isOpen} data-testid="see-example">
          {t('podcast.example.open')}
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown maw="92vw" data-testid="script-example">
        <Stack gap="xs">
          <Text fw={700} size="sm">
            {t('podcast.example.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('podcast.example.intro')}
          </Text>
          <Stack gap={6} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            {lines.map((line: string) => (
              <Text key={line} size="xs" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
                {line}
              </Text>
            ))}
          </Stack>
          <Text size="xs" c="dimmed">
            {t('podcast.example.withoutNames')}
          </Text>
          <Group justify="flex-end">
            <Button size="xs" variant="default" onClick={close}>
              {t('podcast.example.close')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
