import { Alert, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCoin, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ConfirmStepProps {
  templateName: string;
  rowCount: number;
  rowCreditCost: number;
  creditTotal: number;
  name: string;
  onNameChange: (name: string) => void;
}

function SummaryRow({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** Step 4: the batch's name and what it costs; the button below the stepper opens the credits dialog. */
export function ConfirmStep({ templateName, rowCount, rowCreditCost, creditTotal, name, onNameChange }: ConfirmStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={520} data-testid="batch-confirm-step">
      <TextInput
        label={t('batch.confirm.nameLabel')}
        placeholder={t('batch.confirm.namePlaceholder')}
        value={name}
        maxLength={120}
        onChange={(event) => onNameChange(event.currentTarget.value)}
        data-testid="batch-name"
      />
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Stack gap="xs">
          <SummaryRow label={t('batch.confirm.summaryTemplate')} value={templateName} testId="batch-summary-template" />
          <SummaryRow label={t('batch.confirm.summaryRows')} value={rowCount} testId="batch-summary-rows" />
          <SummaryRow label={t('batch.confirm.summaryPerRow')} value={rowCreditCost} testId="batch-summary-per-row" />
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t('batch.confirm.summaryTotal')}
            </Text>
            <Group gap={6} wrap="nowrap">
              <IconCoin size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text fw={700} data-testid="batch-summary-total">
                {creditTotal}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('batch.confirm.reserveNote')}
      </Alert>
    </Stack>
  );
}
