import { ActionIcon, Badge, Button, Code, Collapse, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconEye, IconEyeOff, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@talkreel/contract';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { useSendTestWebhook } from '../hooks/use-webhook-mutations.ts';
import { CopyValueButton } from './copy-value-button.tsx';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

export interface WebhookEndpointCardProps {
  endpoint: WebhookEndpoint;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/** The secret's prefix and dots until 'Show secret'. */
function maskSecret(secret: string): string {
  return `${secret.slice(0, 'whsec_'.length)}${'•'.repeat(16)}`;
}

/** One endpoint: URL, on or off (and why), events, the whsec_ secret, Send test event, Edit, Delete and its delivery log. */
export function WebhookEndpointCard({ endpoint, onEdit, onDelete }: WebhookEndpointCardProps) {
  const { t } = useTranslation();
  const [isSecretShown, setIsSecretShown] = useState(false);
  const [areDeliveriesShown, setAreDeliveriesShown] = useState(false);
  const sendTest = useSendTestWebhook(endpoint.id);
  const deliveriesId = `webhook-deliveries-${endpoint.id}`;
  const test = () =>
    sendTest.mutate(undefined, {
      onSuccess: () => {
        setAreDeliveriesShown(true);
        showSuccessToast(t('developers.webhooks.testSent', { url: endpoint.url }));
      },
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="webhook-endpoint" data-endpoint-id={endpoint.id} data-enabled={endpoint.enabled}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="webhook-endpoint-url">
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color={endpoint.enabled ? 'green' : 'gray'} style={{ flexShrink: 0 }} data-testid="webhook-endpoint-status">
            {endpoint.enabled ? t('developers.webhooks.enabled') : t('developers.webhooks.disabled')}
          </Badge>
        </Group>
        {endpoint.disabled_reason && (
          <Text size="sm" c="orange" data-testid="webhook-disabled-reason">
            {endpoint.disabled_reason}
          </Text>
        )}
        <Group gap={4} aria-label={t('developers.webhooks.events')}>
          {endpoint.event_types.map((type) => (
            <Badge key={type} variant="outline" color="gray" radius="sm" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('developers.webhooks.secret')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code style={{ flex: 1, wordBreak: 'break-all' }} data-testid="webhook-secret" data-shown={isSecretShown}>
              {isSecretShown ? endpoint.secret : maskSecret(endpoint.secret)}
            </Code>
            <Tooltip label={isSecretShown ? t('developers.webhooks.hideSecret') : t('developers.webhooks.showSecret')} withArrow>
              <ActionIcon
                variant="light"
                color="gray"
                size="lg"
                onClick={() => setIsSecretShown((shown) => !shown)}
                aria-label={isSecretShown ? t('developers.webhooks.hideSecret') : t('developers.webhooks.showSecret')}
                aria-pressed={isSecretShown}
                data-testid="webhook-secret-toggle"
              >
                {isSecretShown ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
            <CopyValueButton value={endpoint.secret} testId="webhook-secret-copy" />
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            onClick={test}
            loading={sendTest.isPending}
            disabled={!endpoint.enabled}
            data-testid="webhook-send-test"
          >
            {t('developers.webhooks.sendTest')}
          </Button>
          <Button
            size="xs"
            variant="default"
            rightSection={areDeliveriesShown ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
            onClick={() => setAreDeliveriesShown((shown) => !shown)}
            aria-expanded={areDeliveriesShown}
            aria-controls={deliveriesId}
            data-testid="webhook-deliveries-toggle"
          >
            {areDeliveriesShown ? t('developers.webhooks.hideDeliveries') : t('developers.webhooks.showDeliveries')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onEdit(endpoint)} data-testid="webhook-edit">
            {t('developers.webhooks.edit')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(endpoint)} data-testid="webhook-delete">
            {t('developers.webhooks.delete')}
          </Button>
        </Group>
        <Collapse in={areDeliveriesShown} id={deliveriesId}>
          {areDeliveriesShown && <WebhookDeliveries endpointId={endpoint.id} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}
