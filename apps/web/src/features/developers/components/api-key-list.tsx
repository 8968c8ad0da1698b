import { Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@talkreel/contract';

const statusColors: Record<ApiKey['status'], string> = { active: 'green', revoked: 'red', expired: 'gray' };

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** One card a key (so it reads on a phone as on a desk): name, status, prefix, scopes, created, last used, expiry; Revoke while active. */
export function ApiKeyList({ apiKeys, onRevoke }: { apiKeys: readonly ApiKey[]; onRevoke: (apiKey: ApiKey) => void }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="sm" data-testid="api-key-list">
      {apiKeys.map((apiKey) => (
        <Paper key={apiKey.id} withBorder radius="md" p="md" data-testid="api-key-row" data-key-id={apiKey.id} data-status={apiKey.status}>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Stack gap={6} miw={0}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="api-key-name-text">
                  {apiKey.name}
                </Text>
                <Badge variant="light" color={statusColors[apiKey.status]} data-testid="api-key-status">
                  {t(`developers.apiKeys.status.${apiKey.status}`)}
                </Badge>
              </Group>
              <Code aria-label={t('developers.apiKeys.prefix')} style={{ alignSelf: 'flex-start', wordBreak: 'break-all' }} data-testid="api-key-prefix">
                {apiKey.prefix}…
              </Code>
              <Group gap={4} aria-label={t('developers.apiKeys.scopes')}>
                {apiKey.scopes.map((scope) => (
                  <Badge key={scope} variant="outline" color="gray" radius="sm" tt="none">
                    {scope}
                  </Badge>
                ))}
              </Group>
            </Stack>
            {apiKey.status === 'active' && (
              <Button variant="subtle" color="red" size="xs" onClick={() => onRevoke(apiKey)} data-testid="api-key-revoke">
                {t('developers.apiKeys.revoke')}
              </Button>
            )}
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md" verticalSpacing="xs" mt="sm" maw={600}>
            <Fact label={t('developers.apiKeys.createdAt')} value={dateFormat.format(new Date(apiKey.created_at))} testId="api-key-created-at" />
            <Fact
              label={t('developers.apiKeys.lastUsed')}
              value={apiKey.last_used_at ? timeFormat.format(new Date(apiKey.last_used_at)) : t('developers.apiKeys.notUsed')}
              testId="api-key-last-used"
            />
            <Fact
              label={t('developers.apiKeys.expires')}
              value={apiKey.expires_at ? dateFormat.format(new Date(apiKey.expires_at)) : t('developers.never')}
              testId="api-key-expires"
            />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
