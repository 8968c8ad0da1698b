import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import { EMPTY_VOICE } from '../../../ui/voice-dialog/voice-dialog-store.ts';
import { withFavoriteId, type PublicVoicePage } from './patch-favorite.ts';

const voice = (id: string) => ({ ...EMPTY_VOICE, id, name: id });
const data: InfiniteData<PublicVoicePage, number> = {
  pages: [
    { list: [voice('a'), voice('b')], has_more: true },
    { list: [voice('c')], has_more: false },
  ],
  pageParams: [1, 2],
};

describe('withFavoriteId', () => {
  it('replaces the favourite id of that voice only, keeping untouched pages as they were', () => {
    const patched = withFavoriteId(data, 'c', 'fav-9');
    expect(patched?.pages[1]?.list[0]?.favorite_id).toBe('fav-9');
    expect(patched?.pages[0]).toBe(data.pages[0]);
    expect(data.pages[1]?.list[0]?.favorite_id).toBe(0);
    expect(patched?.pageParams).toEqual([1, 2]);
  });

  it('turns a favourite off with 0', () => {
    const on = withFavoriteId(data, 'a', 'fav-1');
    expect(withFavoriteId(on, 'a', 0)?.pages[0]?.list[0]?.favorite_id).toBe(0);
  });

  it('returns the same data when the voice is not loaded, or nothing when nothing is cached', () => {
    expect(withFavoriteId(data, 'zzz', 'fav-2')).toBe(data);
    expect(withFavoriteId(undefined, 'a', 'fav-2')).toBeUndefined();
  });
});
