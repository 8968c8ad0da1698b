import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { VoiceItem } from '@talkreel/contract';
import { toggleFavoriteVoice } from '../api/voice-requests.ts';
import { VOICE_QUERY_KEYS } from '../api/voice-query-options.ts';
import { withFavoriteId, type PublicVoicePage } from '../state/patch-favorite.ts';
import type { VoiceFilters } from '../state/voice-filters.ts';

export interface FavoriteVoice {
  toggle: (voice: Pick<VoiceItem, 'id' | 'favorite_id'>) => void;
  /** The voice whose favourite is being changed, so its heart shows it and ignores a second press. */
  pendingVoiceId: string | null;
}

function isFavoritesOnlySearch(queryKey: readonly unknown[]): boolean {
  const filters = queryKey[2] as Partial<VoiceFilters> | undefined;
  return filters?.isFavoritesOnly === true;
}

/**
 * The favourite toggle (POST /timbre/favorite, /timbre/favorite/remove).
 * Every loaded library list shows the new state at once; the
 * favourites-only lists are fetched again, as their members changed.
 */
export function useFavoriteVoice(): FavoriteVoice {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: toggleFavoriteVoice,
    onSuccess: (favoriteId, voice) => {
      queryClient.setQueriesData<InfiniteData<PublicVoicePage, number>>({ queryKey: VOICE_QUERY_KEYS.publicLibrary }, (data) =>
        withFavoriteId(data, voice.id, favoriteId),
      );
      void queryClient.invalidateQueries({
        queryKey: VOICE_QUERY_KEYS.publicLibrary,
        predicate: (query) => isFavoritesOnlySearch(query.queryKey),
      });
    },
  });
  return {
    toggle: (voice) => {
      if (!mutation.isPending) mutation.mutate(voice);
    },
    pendingVoiceId: mutation.isPending ? mutation.variables.id : null,
  };
}
