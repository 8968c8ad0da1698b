import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BusinessCode } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import { productRecordQueryOptions } from '../api/product-query-options.ts';
import { ProductStudio } from '../components/product-studio.tsx';
import { ProductAnalyzingView, ProductFailedView, ProductLoadErrorView, ProductMissingView, ProductPageSkeleton } from '../components/product-status-views.tsx';
import { productPagePhaseOf } from '../state/product-page-phase.ts';
import { readProductLookupId } from '../state/product-route-param.ts';

function ProductRecordView({ lookupId }: { lookupId: string }) {
  const { t } = useTranslation();
  const query = useQuery(productRecordQueryOptions(lookupId));
  if (query.isPending) return <ProductPageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === BusinessCode.notFound) return <ProductMissingView />;
    return (
      <ProductLoadErrorView message={isApiError(query.error) ? query.error.msg : t('product.page.loadFailedMessage')} onRetry={() => void query.refetch()} />
    );
  }
  const record = query.data;
  const phase = productPagePhaseOf(record);
  if (phase === 'analyzing') return <ProductAnalyzingView record={record} />;
  if (phase === 'failed') return <ProductFailedView record={record} />;
  return <ProductStudio key={record.id} record={record} />;
}

/**
 * `/create/product?id={project id}` after a link was analysed, and
 * `/create/product?productId={id}&sub_type=2` after media were added by hand
 * (site §2): the product's record, read by either id.
 */
export function CreateProductPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('product.page.documentTitle')} · ${t('app.name')}`);
  const [searchParams] = useSearchParams();
  const lookupId = readProductLookupId(searchParams);
  return (
    <Stack gap="lg" maw={1200} w="100%" data-testid="create-product-page">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('product.page.title')}
        </Title>
        <Text c="dimmed">{t('product.page.subtitle')}</Text>
      </Stack>
      {lookupId ? <ProductRecordView key={lookupId} lookupId={lookupId} /> : <ProductMissingView />}
    </Stack>
  );
}
