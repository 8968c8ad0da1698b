import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ProductRecordView } from '../components/product-record-view.tsx';
import { ProductMissingView } from '../components/product-status-views.tsx';
import { readProductLookupId } from '../state/product-route-param.ts';

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
