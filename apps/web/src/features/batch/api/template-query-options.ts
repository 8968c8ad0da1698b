import { queryOptions } from '@tanstack/react-query';
import { templateDetailRoute, templateListRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { BATCH_QUERY_KEYS } from './batch-query-keys.ts';

/** Templates shown in the Template step: one page, the largest the list answers. */
const TEMPLATE_PAGE_SIZE = 100;

/** POST /template/list: the templates to choose from, names containing `search`. */
export function templateChoiceQueryOptions(search: string) {
  const trimmed = search.trim();
  return queryOptions({
    queryKey: BATCH_QUERY_KEYS.templates(trimmed),
    queryFn: ({ signal }) =>
      apiRequest(templateListRoute, {
        body: { page: 1, page_size: TEMPLATE_PAGE_SIZE, aspect_ratio: -1, show_page: 'batch', search: trimmed === '' ? undefined : trimmed },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET /template/detail: the chosen template's variables and body (for the row preview and the price). */
export function templateDetailQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: BATCH_QUERY_KEYS.template(templateId),
    queryFn: ({ signal }) => apiRequest(templateDetailRoute, { query: { id: templateId }, signal }),
    staleTime: 5 * 60_000,
  });
}
