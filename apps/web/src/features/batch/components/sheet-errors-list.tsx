import { Alert, List, ScrollArea, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { BatchRowError } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';

/** Errors listed before they scroll, px. */
const MAX_LIST_HEIGHT_PX = 220;

/** Every problem of the sheet, as the server words it ('Row 14, photo: not an image URL'). */
export function SheetErrorsList({ errors }: { errors: readonly BatchRowError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="batch-sheet-errors" data-count={0}>
        {t('batch.sheet.noErrors')}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('batch.sheet.errorsTitle', { count: errors.length })}
      data-testid="batch-sheet-errors"
      data-count={errors.length}
      role="alert"
    >
      <Text size="sm" mb="xs">
        {t('batch.sheet.errorsHint')}
      </Text>
      <ScrollArea.Autosize mah={MAX_LIST_HEIGHT_PX} type="auto">
        <List size="sm" spacing={2}>
          {errors.map((error, index) => (
            <List.Item key={`${error.row}-${error.column}-${index}`} data-testid="batch-sheet-error">
              {error.message}
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Alert>
  );
}
