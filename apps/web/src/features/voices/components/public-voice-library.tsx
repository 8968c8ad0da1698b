import { Button, Collapse, Stack } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { VoiceItem } from '@talkreel/contract';
import type { VoicePreview } from '../hooks/use-voice-preview.ts';
import { useTranslation } from 'react-i18next';
import { countActiveFilters, EMPTY_VOICE_FILTERS, initialVoiceFilters, type VoiceFilters } from '../state/voice-filters.ts';
import { PublicVoiceGrid } from './public-voice-grid.tsx';
import { VoiceFilterBar } from './voice-filter-bar.tsx';

/** How long typing must pause before the search is sent, in milliseconds. */
const SEARCH_DEBOUNCE_MS = 350;
/** Below this width (a phone) the filters fold behind one button, so the voices and the footer fit the first screen. */
const NARROW_MEDIA_QUERY = '(max-width: 36em)';

export interface PublicVoiceLibraryProps {
  preview: VoicePreview;
  selectedVoiceId: string | null;
  onSelect: (voice: VoiceItem) => void;
}

/** The public library tab: the filter bar over the results it filters. */
export function PublicVoiceLibrary({ preview, selectedVoiceId, onSelect }: PublicVoiceLibraryProps) {
  const { t, i18n } = useTranslation();
  const isNarrow = useMediaQuery(NARROW_MEDIA_QUERY) ?? false;
  const [areFiltersOpen, filtersToggle] = useDisclosure(false);
  const [filters, setFilters] = useState<VoiceFilters>(() => initialVoiceFilters(i18n.resolvedLanguage));
  const [searchText, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The bar's own filters never hold the search: the list gets it once typing pauses.
  const searchedFilters = useMemo(() => ({ ...filters, search: debouncedSearch }), [filters, debouncedSearch]);

  return (
    <Stack gap="md">
      {isNarrow && (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={areFiltersOpen}
          onClick={filtersToggle.toggle}
          data-testid="voice-filters-toggle"
        >
          {t('voices.filters.toggle', { count: countActiveFilters(filters) })}
        </Button>
      )}
      <Collapse in={!isNarrow || areFiltersOpen}>
        <VoiceFilterBar filters={filters} onFiltersChange={setFilters} searchText={searchText} onSearchTextChange={setSearchText} />
      </Collapse>
      <PublicVoiceGrid
        filters={searchedFilters}
        preview={preview}
        selectedVoiceId={selectedVoiceId}
        onSelect={onSelect}
        onClearFilters={() => {
          setFilters(EMPTY_VOICE_FILTERS);
          setSearchText('');
        }}
      />
    </Stack>
  );
}
