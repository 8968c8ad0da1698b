import { BusinessCode } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { productRecordQueryOptions } from '../api/product-query-options.ts';
import { productPagePhaseOf } from '../state/product-page-phase.ts';
import { ProductStudio } from './product-studio.tsx';
import { ProductAnalyzingView, ProductFailedView, ProductLoadErrorView, ProductMissingView, ProductPageSkeleton } from './product-status-views.tsx';

/**
 * The product page's body for one id: loading, not found, not readable, its
 * analysis still running (followed every 700 ms), failed, or the ready
 * product (a new record starts a new form).
 */
export function ProductRecordView({ lookupId }: { lookupId: string }) {
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
