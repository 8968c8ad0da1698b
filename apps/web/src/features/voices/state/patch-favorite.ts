import type { InfiniteData } from '@tanstack/react-query';
import type { VoiceItem } from '@talkreel/contract';

export interface PublicVoicePage {
  list: VoiceItem[];
  has_more: boolean;
}

/**
 * The cached library pages with one voice's `favorite_id` replaced, so the
 * heart changes in every loaded list at once without reloading them.
 * Returns the same object when the voice is not among them.
 */
export function withFavoriteId(
  data: InfiniteData<PublicVoicePage, number> | undefined,
  voiceId: string,
  favoriteId: VoiceItem['favorite_id'],
): InfiniteData<PublicVoicePage, number> | undefined {
  if (!data) return data;
  let isChanged = false;
  const pages = data.pages.map((page) => {
    if (!page.list.some((voice) => voice.id === voiceId)) return page;
    isChanged = true;
    return { ...page, list: page.list.map((voice) => (voice.id === voiceId ? { ...voice, favorite_id: favoriteId } : voice)) };
  });
  return isChanged ? { ...data, pages } : data;
}
