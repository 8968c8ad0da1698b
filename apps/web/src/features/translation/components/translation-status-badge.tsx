import { Badge } from '@mantine/core';
import type { TranslationOutput, TranslationStatus } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<TranslationStatus, string> = { processing: 'brand', review: 'orange', dubbing: 'brand', done: 'green', failed: 'red' };
const OUTPUT_COLORS: Record<TranslationOutput['status'], string> = { waiting: 'gray', processing: 'brand', rendering: 'brand', done: 'green', failed: 'red' };

export function TranslationStatusBadge({ status }: { status: TranslationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-testid="translation-status" data-status={status} style={{ flexShrink: 0 }}>
      {t(`videoTranslation.status.${status}`)}
    </Badge>
  );
}

export function OutputStatusBadge({ status }: { status: TranslationOutput['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={OUTPUT_COLORS[status]} data-testid="output-status" data-status={status} style={{ flexShrink: 0 }}>
      {t(`videoTranslation.outputStatus.${status}`)}
    </Badge>
  );
}
