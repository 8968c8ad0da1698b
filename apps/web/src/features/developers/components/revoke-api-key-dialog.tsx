import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@talkreel/contract';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { useRevokeApiKey } from '../hooks/use-api-key-mutations.ts';

/** Asks once and says what it means (refused from the next request on, for good). */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revocation = useRevokeApiKey();
  const confirm = () => {
    if (!apiKey) return;
    revocation.mutate(apiKey.id, {
      onSuccess: () => {
        showSuccessToast(t('developers.apiKeys.revokeDialog.done', { name: apiKey.name }));
        onClose();
      },
    });
  };
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t('developers.apiKeys.revokeDialog.title')} centered>
      <Stack gap="md" data-testid="api-key-revoke-dialog">
        <Text>{t('developers.apiKeys.revokeDialog.body', { name: apiKey?.name ?? '', prefix: apiKey?.prefix ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('developers.cancel')}
          </Button>
          <Button color="red" loading={revocation.isPending} onClick={confirm} data-testid="api-key-revoke-confirm">
            {t('developers.apiKeys.revokeDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
