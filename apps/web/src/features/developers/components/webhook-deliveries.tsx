import { Badge, Button, Code, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@talkreel/contract';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { webhookDeliveriesQueryOptions } from '../api/developer-query-options.ts';
import { useResendWebhookDelivery } from '../hooks/use-webhook-mutations.ts';
import { summarizeDelivery } from '../state/delivery-outcome.ts';
import { LoadError } from './load-error.tsx';

const statusColors: Record<WebhookDelivery['status'], string> = { pending: 'blue', delivered: 'green', failed: 'red' };

function DeliveryRow({ delivery, endpointId }: { delivery: WebhookDelivery; endpointId: string }) {
  const { t, i18n } = useTranslation();
  const resend = useResendWebhookDelivery(endpointId);
  const outcome = summarizeDelivery(delivery);
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      data-testid="webhook-delivery"
      data-delivery-id={delivery.id}
      data-status={outcome.status}
      data-status-code={outcome.statusCode ?? ''}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap" miw={0}>
          <Code>{delivery.event_type}</Code>
          <Badge variant="light" color={statusColors[outcome.status]} leftSection={outcome.status === 'pending' ? <Loader size={10} /> : null}>
            {t(`developers.webhooks.deliveries.${outcome.status}`)}
          </Badge>
          {outcome.attempt > 0 && (
            <Text size="sm" fw={600} ff="monospace" aria-label={t('developers.webhooks.deliveries.result')} data-testid="webhook-delivery-status-code">
              {outcome.statusCode ?? t('developers.webhooks.deliveries.noAnswer')}
            </Text>
          )}
        </Group>
        {outcome.canResend && (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={resend.isPending}
            onClick={() => resend.mutate(delivery.id, { onSuccess: () => showSuccessToast(t('developers.webhooks.deliveries.resent')) })}
            data-testid="webhook-resend"
          >
            {t('developers.webhooks.deliveries.resend')}
          </Button>
        )}
      </Group>
      <Group gap="md" mt={4} wrap="wrap">
        {outcome.attempt > 0 && (
          <Text size="xs" c="dimmed" data-testid="webhook-delivery-attempt">
            {t('developers.webhooks.deliveries.attemptNumber', { attempt: outcome.attempt })}
          </Text>
        )}
        <Text size="xs" c="dimmed" data-testid="webhook-delivery-time">
          {timeFormat.format(new Date(outcome.time))}
        </Text>
        {outcome.error && (
          <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }} data-testid="webhook-delivery-error">
            {outcome.error}
          </Text>
        )}
      </Group>
    </Paper>
  );
}

/** An endpoint's newest deliveries: event, outcome, status code, attempt, time, Resend; read again while one is being tried. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const query = useQuery(webhookDeliveriesQueryOptions(endpointId));
  return (
    <Stack gap="xs" data-testid="webhook-deliveries" aria-live="polite">
      <Title order={3} fz="sm">
        {t('developers.webhooks.deliveries.title')}
      </Title>
      {query.isPending && <Skeleton height={56} radius="sm" />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.data.list.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="webhook-deliveries-empty">
          {t('developers.webhooks.deliveries.empty')}
        </Text>
      )}
      {query.isSuccess && query.data.list.map((delivery) => <DeliveryRow key={delivery.id} delivery={delivery} endpointId={endpointId} />)}
    </Stack>
  );
}
