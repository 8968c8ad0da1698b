import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxWebhookEndpoints, type WebhookEndpoint } from '@talkreel/contract';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { webhooksQueryOptions } from '../api/developer-query-options.ts';
import { DeleteWebhookDialog } from '../components/delete-webhook-dialog.tsx';
import { DevelopersHeader } from '../components/developers-header.tsx';
import { LoadError } from '../components/load-error.tsx';
import { SignUpNeeded } from '../components/sign-up-needed.tsx';
import { WebhookEndpointCard } from '../components/webhook-endpoint-card.tsx';
import { WebhookEndpointDialog } from '../components/webhook-endpoint-dialog.tsx';

/** Which endpoint the add/edit dialog is open on: closed, a new one, or an existing one. */
type Editing = { kind: 'closed' } | { kind: 'open'; endpoint: WebhookEndpoint | null };

function WebhooksSection() {
  const { t } = useTranslation();
  const query = useQuery(webhooksQueryOptions());
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const isFull = query.isSuccess && query.data.list.length >= maxWebhookEndpoints;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t('developers.webhooks.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ kind: 'open', endpoint: null })}
          disabled={isFull}
          data-testid="webhook-add"
        >
          {t('developers.webhooks.add')}
        </Button>
      </Group>
      {query.isPending && (
        <Stack gap="sm" data-testid="webhooks-loading">
          <Skeleton height={180} radius="md" />
        </Stack>
      )}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.data.list.length === 0 && (
        <Paper withBorder radius="md" p="xl" data-testid="webhooks-empty">
          <Text c="dimmed" ta="center">
            {t('developers.webhooks.empty')}
          </Text>
        </Paper>
      )}
      {query.isSuccess &&
        query.data.list.map((endpoint) => (
          <WebhookEndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            onEdit={(chosen) => setEditing({ kind: 'open', endpoint: chosen })}
            onDelete={setDeleting}
          />
        ))}
      {editing.kind === 'open' && <WebhookEndpointDialog endpoint={editing.endpoint} onClose={() => setEditing({ kind: 'closed' })} />}
      <DeleteWebhookDialog endpoint={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** `/developers/webhooks` (account menu): endpoints, their secrets, test events and delivery logs. */
export function WebhooksPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('developers.webhooksTab')} · ${t('app.name')}`);
  const { status } = useSession();
  return (
    <Stack gap="lg" maw={960} data-testid="webhooks-page">
      <DevelopersHeader section="webhooks" />
      {status === 'loading' && <Skeleton height={180} radius="md" />}
      {(status === 'guest' || status === 'signed-out') && <SignUpNeeded />}
      {status === 'user' && <WebhooksSection />}
    </Stack>
  );
}
