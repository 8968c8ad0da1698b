import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { VoiceItem } from '@talkreel/contract';
import type { VoicePreview } from '../hooks/use-voice-preview.ts';
import { EMPTY_VOICE_FILTERS, type VoiceFilters } from '../state/voice-filters.ts';
import { PublicVoiceGrid } from './public-voice-grid.tsx';
import { VoiceFilterBar } from './voice-filter-bar.tsx';

/** How long typing must pause before the search is sent, in milliseconds. */
const SEARCH_DEBOUNCE_MS = 350;

export interface PublicVoiceLibraryProps {
  preview: VoicePreview;
  selectedVoiceId: string | null;
  onSelect: (voice: VoiceItem) => void;
}

/** The public library tab: the filter bar over the results it filters. */
export function PublicVoiceLibrary({ preview, selectedVoiceId, onSelect }: PublicVoiceLibraryProps) {
  const [filters, setFilters] = useState<VoiceFilters>(EMPTY_VOICE_FILTERS);
  const [searchText, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The bar's own filters never hold the search: the list gets it once typing pauses.
  const searchedFilters = useMemo(() => ({ ...filters, search: debouncedSearch }), [filters, debouncedSearch]);

  return (
    <Stack gap="md">
      <VoiceFilterBar
        filters={filters}
        onFiltersChange={setFilters}
        searchText={searchText}
        onSearchTextChange={setSearchText}
      />
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
