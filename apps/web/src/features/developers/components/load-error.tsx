import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isServerRefusal } from '../../../api/api-error.ts';

/** A list that did not load: the server's message when it answered one, and Try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="developers-load-error">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{isServerRefusal(error) ? error.msg : t('developers.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('developers.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
