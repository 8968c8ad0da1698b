import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { templateDetailRoute, templateListRoute, type TemplateCategory, type TemplateSummary } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import type { RatioFilter } from '../state/template-aspect-ratio.ts';
import { TEMPLATES_PAGE_SIZE } from '../state/template-paging.ts';

/** Whether a template's first render (its preview and cover) is still to come. */
function isRenderPending(template: TemplateSummary): boolean {
  return template.cover_url === '' || template.preview_url === '';
}

/** What the gallery lists: the filters on screen and the page. */
export interface TemplateListFilters {
  page: number;
  aspectRatio: RatioFilter;
  /** Undefined lists every category. */
  category?: TemplateCategory;
  /** Trimmed; '' lists every name. */
  search: string;
}

export const TEMPLATE_QUERY_KEYS = {
  all: ['templates'] as const,
  list: (filters: TemplateListFilters) => ['templates', 'list', filters] as const,
  detail: (templateId: string) => ['templates', 'detail', templateId] as const,
};

/** How long a fetched list or template counts as fresh: the catalogue changes with a release, not while one browses, ms. */
const TEMPLATES_STALE_TIME_MS = 5 * 60_000;
/** While a shown template's first render is unfinished ('' cover or preview), it is asked for again this often, ms. */
export const PENDING_RENDER_POLL_INTERVAL_MS = 10_000;

/**
 * POST /template/list: one page of 30 (site §7: show_page 'index', no names).
 * The previous page stays on screen while the next one loads. Failures are
 * shown on the page itself (with the server's msg), not as a toast.
 */
export function templateListQueryOptions(filters: TemplateListFilters) {
  return queryOptions({
    queryKey: TEMPLATE_QUERY_KEYS.list(filters),
    queryFn: ({ signal }) =>
      apiRequest(templateListRoute, {
        body: {
          page: filters.page,
          page_size: TEMPLATES_PAGE_SIZE,
          aspect_ratio: filters.aspectRatio,
          show_page: 'index',
          name: [],
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.category ? { category: filters.category } : {}),
        },
        isSilent: true,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: TEMPLATES_STALE_TIME_MS,
    refetchInterval: (query) => (query.state.data?.data.some(isRenderPending) ? PENDING_RENDER_POLL_INTERVAL_MS : false),
  });
}

/** GET /template/detail: the dialog's template, its scene thumbnails and similar templates. The dialog shows its own error. */
export function templateDetailQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: TEMPLATE_QUERY_KEYS.detail(templateId),
    queryFn: ({ signal }) => apiRequest(templateDetailRoute, { query: { id: templateId }, isSilent: true, signal }),
    staleTime: TEMPLATES_STALE_TIME_MS,
    refetchInterval: (query) => {
      const template = query.state.data;
      return template && (isRenderPending(template) || template.scene_thumbnails.length === 0) ? PENDING_RENDER_POLL_INTERVAL_MS : false;
    },
  });
}
