import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@talkreel/contract';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { useDeleteWebhook } from '../hooks/use-webhook-mutations.ts';

/** Asks once and says what goes (the endpoint, and deliveries still waiting for it). */
export function DeleteWebhookDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deletion = useDeleteWebhook();
  const confirm = () => {
    if (!endpoint) return;
    deletion.mutate(endpoint.id, {
      onSuccess: () => {
        showSuccessToast(t('developers.webhooks.deleteDialog.done'));
        onClose();
      },
    });
  };
  return (
    <Modal opened={endpoint !== null} onClose={onClose} title={t('developers.webhooks.deleteDialog.title')} centered>
      <Stack gap="md" data-testid="webhook-delete-dialog">
        <Text style={{ overflowWrap: 'anywhere' }}>{t('developers.webhooks.deleteDialog.body', { url: endpoint?.url ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('developers.cancel')}
          </Button>
          <Button color="red" loading={deletion.isPending} onClick={confirm} data-testid="webhook-delete-confirm">
            {t('developers.webhooks.deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
