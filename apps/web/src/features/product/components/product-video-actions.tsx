import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ProductVideoActionsProps {
  /** Why the video cannot be made yet (no media chosen, an emptied scene); null when it can. */
  blockedReason: string | null;
  isOpening: boolean;
  isRendering: boolean;
  onOpenInEditor: () => void;
  onRenderNow: () => void;
}

const BLOCKED_ID = 'product-video-blocked';

/** The chosen script's two ways on: the Editor (change anything, render later) or a render now (credits confirmed first). */
export function ProductVideoActions({ blockedReason, isOpening, isRendering, onOpenInEditor, onRenderNow }: ProductVideoActionsProps) {
  const { t } = useTranslation();
  const isBlocked = blockedReason !== null;
  return (
    <Stack gap={6}>
      <Group gap="sm" justify="flex-end" wrap="wrap">
        <Button
          variant="default"
          size="md"
          leftSection={<IconEdit size={18} aria-hidden />}
          onClick={onOpenInEditor}
          loading={isOpening}
          disabled={isBlocked || isRendering}
          aria-describedby={isBlocked ? BLOCKED_ID : undefined}
          data-testid="product-open-editor"
        >
          {t('product.video.openInEditor')}
        </Button>
        <Button
          size="md"
          leftSection={<IconMovie size={18} aria-hidden />}
          onClick={onRenderNow}
          loading={isRendering}
          disabled={isBlocked || isOpening}
          aria-describedby={isBlocked ? BLOCKED_ID : undefined}
          data-testid="product-render-now"
        >
          {t('product.video.renderNow')}
        </Button>
      </Group>
      {isBlocked ? (
        <Text size="sm" c="red" ta="right" id={BLOCKED_ID} data-testid="product-video-blocked">
          {blockedReason}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" ta="right">
          {t('product.video.actionsNote')}
        </Text>
      )}
    </Stack>
  );
}
