import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface TopicErrorViewProps {
  title: string;
  message: string;
  onBack: () => void;
}

/** Spec §8: a failed script (status 5) shows its err_msg under 'Error', with 'Back' to the form. */
export function TopicErrorView({ title, message, onBack }: TopicErrorViewProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={880} role="alert" data-testid="topic-error">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon color="red" variant="light" size={48} radius="xl">
          <IconAlertTriangle size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={24}>
          {title}
        </Title>
        <Text c="dimmed" maw={560} style={{ whiteSpace: 'pre-wrap' }} data-testid="topic-error-message">
          {message}
        </Text>
        <Button mt="sm" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} data-testid="topic-error-back">
          {t('topic.error.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
