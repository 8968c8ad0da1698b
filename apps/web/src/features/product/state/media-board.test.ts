import { maxProductMedia, type ProductMediaItem } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { addMediaToTop, mediaBoardOf, moveMedia, removeMedia, selectedMediaOf, toggleMedia, type MediaBoard } from './media-board.ts';

function item(name: string, type: 1 | 2 = 1): ProductMediaItem {
  return { url: `https://files.example/${name}`, name, type, clip_id: 0, clip_info: [], w: 800, h: 800 };
}

const [a, b, c, d] = ['a.jpg', 'b.jpg', 'c.mp4', 'd.png'].map((name) => item(name, name.endsWith('.mp4') ? 2 : 1)) as [
  ProductMediaItem,
  ProductMediaItem,
  ProductMediaItem,
  ProductMediaItem,
];
const names = (board: MediaBoard) => board.media.map((media) => media.name);
const chosen = (board: MediaBoard) => selectedMediaOf(board).map((url) => url.split('/').pop());

describe('mediaBoardOf', () => {
  it('puts the chosen media first, in the order they were chosen, then the rest', () => {
    const board = mediaBoardOf({ intro_medias: [a, b, c, d], select_media: [c.url, a.url] });
    expect(names(board)).toEqual(['c.mp4', 'a.jpg', 'b.jpg', 'd.png']);
    expect(chosen(board)).toEqual(['c.mp4', 'a.jpg']);
  });

  it('drops chosen urls that are not media and media listed twice', () => {
    const board = mediaBoardOf({ intro_medias: [a, b, a], select_media: ['https://elsewhere/x.jpg', b.url, b.url] });
    expect(names(board)).toEqual(['b.jpg', 'a.jpg']);
    expect(board.selectedUrls).toEqual([b.url]);
  });
});

describe('toggleMedia', () => {
  it('chooses and leaves out', () => {
    const board = mediaBoardOf({ intro_medias: [a, b, c], select_media: [a.url] });
    const withB = toggleMedia(board, b.url);
    expect(withB.isLimitReached).toBe(false);
    expect(chosen(withB.board)).toEqual(['a.jpg', 'b.jpg']);
    expect(chosen(toggleMedia(withB.board, a.url).board)).toEqual(['b.jpg']);
  });

  it('refuses a choice past the video’s limit and ignores unknown urls', () => {
    const many = Array.from({ length: maxProductMedia + 1 }, (_, index) => item(`m${index}.jpg`));
    const full = mediaBoardOf({ intro_medias: many, select_media: many.slice(0, maxProductMedia).map((media) => media.url) });
    const refused = toggleMedia(full, many[maxProductMedia]!.url);
    expect(refused.isLimitReached).toBe(true);
    expect(refused.board).toBe(full);
    expect(toggleMedia(full, 'https://unknown/x.jpg').board).toBe(full);
  });
});

describe('moveMedia', () => {
  it('moves an item up, down or to a dropped place, and the choice follows the order', () => {
    const board = mediaBoardOf({ intro_medias: [a, b, c, d], select_media: [a.url, c.url] });
    expect(names(board)).toEqual(['a.jpg', 'c.mp4', 'b.jpg', 'd.png']);
    expect(names(moveMedia(board, 2, 0))).toEqual(['b.jpg', 'a.jpg', 'c.mp4', 'd.png']);
    expect(chosen(moveMedia(board, 1, 0))).toEqual(['c.mp4', 'a.jpg']);
    expect(names(moveMedia(board, 0, 1))).toEqual(['c.mp4', 'a.jpg', 'b.jpg', 'd.png']);
    expect(names(moveMedia(board, 0, 3))).toEqual(['c.mp4', 'b.jpg', 'd.png', 'a.jpg']);
    expect(chosen(moveMedia(board, 0, 3))).toEqual(['c.mp4', 'a.jpg']);
  });

  it('ignores moves past either end', () => {
    const board = mediaBoardOf({ intro_medias: [a, b], select_media: [] });
    expect(moveMedia(board, 0, -1)).toBe(board);
    expect(moveMedia(board, 1, 2)).toBe(board);
    expect(moveMedia(board, 1, 1)).toBe(board);
  });
});

describe('addMediaToTop and removeMedia', () => {
  it('puts uploads on top, chosen, without adding a url twice', () => {
    const board = mediaBoardOf({ intro_medias: [a, b], select_media: [a.url] });
    const added = addMediaToTop(board, [c, d, a]);
    expect(names(added)).toEqual(['c.mp4', 'd.png', 'a.jpg', 'b.jpg']);
    expect(chosen(added)).toEqual(['c.mp4', 'd.png', 'a.jpg']);
  });

  it('chooses uploads only while the video has room', () => {
    const many = Array.from({ length: maxProductMedia - 1 }, (_, index) => item(`m${index}.jpg`));
    const board = mediaBoardOf({ intro_medias: many, select_media: many.map((media) => media.url) });
    const added = addMediaToTop(board, [c, d]);
    expect(added.selectedUrls).toHaveLength(maxProductMedia);
    expect(added.selectedUrls).toContain(c.url);
    expect(added.selectedUrls).not.toContain(d.url);
  });

  it('removes an item from the board and from the choice', () => {
    const board = mediaBoardOf({ intro_medias: [a, b], select_media: [a.url, b.url] });
    const removed = removeMedia(board, a.url);
    expect(names(removed)).toEqual(['b.jpg']);
    expect(chosen(removed)).toEqual(['b.jpg']);
  });
});
