import { Chip, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TemplateCategorySchema, type TemplateCategory } from '@talkreel/contract';
import classes from './template-filters-bar.module.css';
import { ASPECT_RATIO_LABELS, parseRatioFilter, RATIO_FILTER_VALUES, type RatioFilter } from '../state/template-aspect-ratio.ts';

/** The chip of every category. */
const ALL_CATEGORIES = 'all';

export interface TemplateFiltersBarProps {
  search: string;
  onSearchChange: (search: string) => void;
  category: TemplateCategory | undefined;
  onCategoryChange: (category: TemplateCategory | undefined) => void;
  aspectRatio: RatioFilter;
  onAspectRatioChange: (aspectRatio: RatioFilter) => void;
}

/** Search box, ratio filter (All / 9:16 / 16:9 / 1:1) and the category chips (all and the 12 categories). */
export function TemplateFiltersBar({ search, onSearchChange, category, onCategoryChange, aspectRatio, onAspectRatioChange }: TemplateFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          aria-label={t('templates.filters.search')}
          placeholder={t('templates.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          maxLength={120}
          w={{ base: '100%', xs: 280 }}
          data-testid="template-search"
        />
        <SegmentedControl
          value={String(aspectRatio)}
          onChange={(value) => onAspectRatioChange(parseRatioFilter(value))}
          aria-label={t('templates.filters.ratio')}
          data={RATIO_FILTER_VALUES.map((value) => ({
            value: String(value),
            label: value === -1 ? t('templates.filters.allRatios') : ASPECT_RATIO_LABELS[value],
          }))}
          data-testid="template-ratio-filter"
        />
      </Group>
      <Chip.Group
        multiple={false}
        value={category ?? ALL_CATEGORIES}
        onChange={(value) => {
          const parsed = TemplateCategorySchema.safeParse(value);
          onCategoryChange(parsed.success ? parsed.data : undefined);
        }}
      >
        <div className={classes.chips} role="group" aria-label={t('templates.filters.categories')} data-testid="template-categories">
          <Chip value={ALL_CATEGORIES} size="sm" wrapperProps={{ 'data-testid': 'template-category-all' }}>
            {t('templates.filters.all')}
          </Chip>
          {TemplateCategorySchema.options.map((option) => (
            <Chip key={option} value={option} size="sm" wrapperProps={{ 'data-testid': `template-category-${option}` }}>
              {t(`templates.categories.${option}`)}
            </Chip>
          ))}
        </div>
      </Chip.Group>
    </Stack>
  );
}
