import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BusinessCode } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import { translationDetailQueryOptions } from '../api/translation-query-options.ts';
import { TranslationRecordView } from '../components/translation-record-view.tsx';
import { readTranslationId, VIDEO_TRANSLATION_PATH } from '../state/translation-path.ts';

function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start" maw={720} data-testid="translation-not-found">
      <Title order={1} fz={28}>
        {t('videoTranslation.title')}
      </Title>
      <Text c="dimmed">{t('videoTranslation.record.notFound')}</Text>
      <Button component={Link} to={VIDEO_TRANSLATION_PATH}>
        {t('videoTranslation.record.back')}
      </Button>
    </Stack>
  );
}

function TranslationRecordLoader({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery(translationDetailQueryOptions(id));
  useDocumentTitle(`${query.data?.source.name ?? t('videoTranslation.title')} · ${t('app.name')}`);
  if (query.isPending) {
    return (
      <Stack gap="md" maw={1120} mx="auto" w="100%" data-testid="translation-record-loading">
        <Skeleton h={36} w="50%" radius="md" />
        <Skeleton h={120} radius="lg" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    const isMissing = isApiError(query.error) && (query.error.code === BusinessCode.notFound || query.error.code === BusinessCode.forbidden);
    if (isMissing) return <NotFound />;
    return (
      <Alert color="red" variant="light" title={t('videoTranslation.record.loadError')} maw={720}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('videoTranslation.record.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <TranslationRecordView record={query.data} />;
}

/** `/video-translation/:translationId`: one translation, read again every 2 s while it runs. */
export function TranslationRecordPage() {
  const { translationId } = useParams();
  const id = readTranslationId(translationId);
  if (!id) return <NotFound />;
  return <TranslationRecordLoader key={id} id={id} />;
}
