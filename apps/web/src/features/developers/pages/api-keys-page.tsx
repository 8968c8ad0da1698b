import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@talkreel/contract';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { apiKeysQueryOptions } from '../api/developer-query-options.ts';
import { ApiKeyList } from '../components/api-key-list.tsx';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog.tsx';
import { DevelopersHeader } from '../components/developers-header.tsx';
import { LoadError } from '../components/load-error.tsx';
import { RevokeApiKeyDialog } from '../components/revoke-api-key-dialog.tsx';
import { SignUpNeeded } from '../components/sign-up-needed.tsx';

function ApiKeysSection() {
  const { t } = useTranslation();
  const query = useQuery(apiKeysQueryOptions());
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t('developers.apiKeys.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)} data-testid="api-key-create">
          {t('developers.apiKeys.create')}
        </Button>
      </Group>
      {query.isPending && (
        <Stack gap="sm" data-testid="api-keys-loading">
          <Skeleton height={112} radius="md" />
          <Skeleton height={112} radius="md" />
        </Stack>
      )}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.data.list.length === 0 && (
        <Paper withBorder radius="md" p="xl" data-testid="api-keys-empty">
          <Text c="dimmed" ta="center">
            {t('developers.apiKeys.empty')}
          </Text>
        </Paper>
      )}
      {query.isSuccess && query.data.list.length > 0 && <ApiKeyList apiKeys={query.data.list} onRevoke={setRevoking} />}
      <CreateApiKeyDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}

/** `/developers/api-keys` (account menu): the account's keys; create one (shown once), revoke one. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('developers.apiKeysTab')} · ${t('app.name')}`);
  const { status } = useSession();
  return (
    <Stack gap="lg" maw={960} data-testid="api-keys-page">
      <DevelopersHeader section="api-keys" />
      {status === 'loading' && <Skeleton height={112} radius="md" />}
      {(status === 'guest' || status === 'signed-out') && <SignUpNeeded />}
      {status === 'user' && <ApiKeysSection />}
    </Stack>
  );
}
