import { Button, Grid, Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLink, IconSearch } from '@tabler/icons-react';
import type { ProductRecord } from '@talkreel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ANALYSIS_STAGES } from '../state/analysis-pacing.ts';
import { PRODUCT_TO_VIDEO_PATH } from '../state/product-route-param.ts';

const STAGE_KEYS = { title: 'product.analysis.title', description: 'product.analysis.description', media: 'product.analysis.media' } as const;

/** The page's shape while the record loads. */
export function ProductPageSkeleton() {
  return (
    <Grid gutter="lg" data-testid="product-page-loading" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Skeleton h={36} />
          <Skeleton h={120} />
          <Skeleton h={36} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Skeleton h={260} />
      </Grid.Col>
    </Grid>
  );
}

/** The link's analysis still running (someone opened the page before it ended): its real progress, read every 700 ms. */
export function ProductAnalyzingView({ record }: { record: ProductRecord }) {
  const { t } = useTranslation();
  const stage = ANALYSIS_STAGES.find((candidate) => candidate === record.stage) ?? 'title';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640} data-testid="product-analyzing" data-progress={record.progress}>
      <Stack gap="sm" role="status" aria-live="polite">
        <Title order={2} fz={20}>
          {t(STAGE_KEYS[stage])}
        </Title>
        <Progress value={record.progress} aria-label={t(STAGE_KEYS[stage])} size="md" radius="xl" />
        <Text size="sm" c="dimmed">
          {t('product.page.analyzingNote', { percent: record.progress, url: record.url })}
        </Text>
      </Stack>
    </Paper>
  );
}

interface NoticeProps {
  title: string;
  message: string;
  testId: string;
  icon: ReactNode;
  /** Shown beside 'Try a link': Try again, for a record that could not be read. */
  action?: ReactNode;
}

function Notice({ title, message, testId, icon, action }: NoticeProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640} role="alert" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        {icon}
        <Title order={2} fz={22}>
          {title}
        </Title>
        <Text c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid={`${testId}-message`}>
          {message}
        </Text>
        <Group gap="sm" justify="center" mt="xs">
          {action}
          <Button component={Link} to={PRODUCT_TO_VIDEO_PATH} variant={action ? 'default' : 'filled'} leftSection={<IconLink size={16} aria-hidden />}>
            {t('product.page.backToLink')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const warningIcon = (
  <ThemeIcon color="red" variant="light" size={48} radius="xl">
    <IconAlertTriangle size={26} aria-hidden />
  </ThemeIcon>
);

/** The analysis failed (status 3): its message, and the way back to the link form (where media can be added by hand). */
export function ProductFailedView({ record }: { record: ProductRecord }) {
  const { t } = useTranslation();
  return (
    <Notice title={t('product.page.failedTitle')} message={record.error?.msg || t('product.page.failedMessage')} testId="product-failed" icon={warningIcon} />
  );
}

/** No product at this address for this visitor (40400, or an address without an id). */
export function ProductMissingView() {
  const { t } = useTranslation();
  return (
    <Notice
      title={t('product.page.missingTitle')}
      message={t('product.page.missingMessage')}
      testId="product-missing"
      icon={
        <ThemeIcon color="gray" variant="light" size={48} radius="xl">
          <IconSearch size={26} aria-hidden />
        </ThemeIcon>
      }
    />
  );
}

/** The record could not be read (the network, the server): Try again. */
export function ProductLoadErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      title={t('product.page.loadFailedTitle')}
      message={message}
      testId="product-load-failed"
      icon={warningIcon}
      action={
        <Button onClick={onRetry} data-testid="product-load-retry">
          {t('product.retry')}
        </Button>
      }
    />
  );
}
