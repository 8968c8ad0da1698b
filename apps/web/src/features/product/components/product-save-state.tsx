import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftSaveState } from '../hooks/use-product-draft.ts';

export interface ProductSaveStateProps {
  state: DraftSaveState;
  onSave: () => void;
}

/** Where the autosave stands ('Saved', 'Saving…', 'Unsaved changes', 'Not saved'), with Save to save at once. */
export function ProductSaveState({ state, onSave }: ProductSaveStateProps) {
  const { t } = useTranslation();
  const isProblem = state === 'failed' || state === 'invalid';
  return (
    <Group gap="xs" wrap="nowrap">
      <Group gap={4} wrap="nowrap" role="status" aria-live="polite" data-testid="product-save-state" data-state={state}>
        {state === 'saving' ? (
          <Loader size={14} />
        ) : state === 'saved' ? (
          <IconCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />
        ) : isProblem ? (
          <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" aria-hidden />
        ) : null}
        <Text size="sm" c={isProblem ? 'red' : 'dimmed'}>
          {t(`product.save.${state}`)}
        </Text>
      </Group>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDeviceFloppy size={14} aria-hidden />}
        onClick={onSave}
        disabled={state === 'saved' || state === 'saving' || state === 'invalid'}
        data-testid="product-save"
      >
        {t('product.save.save')}
      </Button>
    </Group>
  );
}
