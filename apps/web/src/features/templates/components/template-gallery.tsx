import { Alert, Button, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateCategory } from '@talkreel/contract';
import { isApiError } from '../../../api/api-error.ts';
import { templateListQueryOptions } from '../api/template-query-options.ts';
import type { RatioFilter } from '../state/template-aspect-ratio.ts';
import { clampTemplatePage, countTemplatePages } from '../state/template-paging.ts';
import { TemplateCard } from './template-card.tsx';
import { TemplateFiltersBar } from './template-filters-bar.tsx';
import classes from './template-card.module.css';

/** Two on a phone (the issue), up to five on a wide screen. */
const GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5 };
/** Skeleton cards while the first page loads: two rows at the widest. */
const SKELETON_CARD_COUNT = 10;
/** The search is sent this long after the last keystroke, ms. */
const SEARCH_DEBOUNCE_MS = 300;

function TemplateGridSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="md" aria-busy="true" data-testid="template-grid-skeleton">
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <Card key={index} padding={0}>
          <Skeleton className={classes.frame} radius={0} />
          <Stack gap={6} p="sm">
            <Skeleton height={14} width="70%" />
            <Skeleton height={10} width="40%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export interface TemplateGalleryProps {
  onOpenTemplate: (templateId: string) => void;
}

/** The gallery: filters, a page of 30 template cards, paging; its loading, empty and error states. */
export function TemplateGallery({ onOpenTemplate }: TemplateGalleryProps) {
  const { t } = useTranslation();
  const [searchInput, setSearchInput] = useState('');
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState<TemplateCategory | undefined>();
  const [aspectRatio, setAspectRatio] = useState<RatioFilter>(-1);
  const [page, setPage] = useState(1);
  const list = useQuery(templateListQueryOptions({ page, aspectRatio, category, search: debouncedSearch }));

  // Any filter change starts again from page 1.
  const [filtersKey, setFiltersKey] = useState('');
  const currentFiltersKey = `${debouncedSearch}|${category ?? ''}|${aspectRatio}`;
  if (currentFiltersKey !== filtersKey) {
    setFiltersKey(currentFiltersKey);
    if (page !== 1) setPage(1);
  }

  const hasFilters = debouncedSearch !== '' || category !== undefined || aspectRatio !== -1;
  const clearFilters = () => {
    setSearchInput('');
    setCategory(undefined);
    setAspectRatio(-1);
  };
  const pageCount = countTemplatePages(list.data?.total ?? 0);
  const goToPage = (next: number) => {
    setPage(clampTemplatePage(next, pageCount));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const renderBody = () => {
    if (list.isPending) return <TemplateGridSkeleton />;
    if (list.isError) {
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('templates.error.title')} data-testid="templates-error">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{isApiError(list.error) ? list.error.msg : list.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()} data-testid="templates-retry">
              {t('templates.error.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (list.data.data.length === 0) {
      return (
        <Card data-testid="templates-empty">
          <Stack align="flex-start" gap="sm">
            <Text>
              {!hasFilters
                ? t('templates.empty.none')
                : debouncedSearch
                  ? t('templates.empty.search', { search: debouncedSearch })
                  : t('templates.empty.filtered')}
            </Text>
            {hasFilters && (
              <Button variant="light" onClick={clearFilters} data-testid="templates-clear-filters">
                {t('templates.empty.clear')}
              </Button>
            )}
          </Stack>
        </Card>
      );
    }
    return (
      <Stack gap="lg">
        <SimpleGrid
          cols={GRID_COLUMNS}
          spacing="md"
          aria-label={t('templates.grid.label')}
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          data-testid="template-grid"
        >
          {list.data.data.map((template) => (
            <TemplateCard key={template.id} template={template} onOpen={onOpenTemplate} />
          ))}
        </SimpleGrid>
        {pageCount > 1 && (
          <Group justify="center">
            <Pagination
              total={pageCount}
              value={clampTemplatePage(page, pageCount)}
              onChange={goToPage}
              aria-label={t('templates.grid.pages')}
              data-testid="templates-pagination"
            />
          </Group>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <TemplateFiltersBar
        search={searchInput}
        onSearchChange={setSearchInput}
        category={category}
        onCategoryChange={setCategory}
        aspectRatio={aspectRatio}
        onAspectRatioChange={setAspectRatio}
      />
      {list.data && !list.isError && list.data.total > 0 && (
        <Text size="sm" c="dimmed" data-testid="templates-count">
          {t('templates.grid.count', { count: list.data.total })}
        </Text>
      )}
      {renderBody()}
    </Stack>
  );
}
