import { infiniteQueryOptions } from '@tanstack/react-query';
import { getCreditLedgerRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';

/** Rows per page of the credit history. */
const LEDGER_PAGE_SIZE = 20;

/** GET /v1/credits/ledger, newest first, a page at a time while `has_more`. */
export function creditLedgerQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['credits', 'ledger'] as const,
    queryFn: ({ pageParam, signal }) => apiRequest(getCreditLedgerRoute, { query: { page: pageParam, page_size: LEDGER_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.has_more ? lastPageParam + 1 : undefined),
  });
}
