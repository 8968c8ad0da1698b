import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBook2, IconKey, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export type DevelopersSection = 'api-keys' | 'webhooks';

/** The two pages' shared top: title, the link to `/api/docs`, and tabs between API keys and webhooks (links, so each has its address). */
export function DevelopersHeader({ section }: { section: DevelopersSection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={32}>
            {t('developers.title')}
          </Title>
          <Text c="dimmed">{t('developers.subtitle')}</Text>
        </Stack>
        <Anchor href="/api/docs" target="_blank" rel="noopener" data-testid="developers-docs-link">
          <Group gap={6} wrap="nowrap">
            <IconBook2 size={18} aria-hidden />
            {t('developers.docs')}
          </Group>
        </Anchor>
      </Group>
      <Tabs value={section} onChange={(value) => value && void navigate(`/developers/${value}`)} activateTabWithKeyboard={false}>
        <Tabs.List>
          <Tabs.Tab value="api-keys" leftSection={<IconKey size={16} aria-hidden />} data-testid="developers-tab-api-keys">
            {t('developers.apiKeysTab')}
          </Tabs.Tab>
          <Tabs.Tab value="webhooks" leftSection={<IconWebhook size={16} aria-hidden />} data-testid="developers-tab-webhooks">
            {t('developers.webhooksTab')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}
