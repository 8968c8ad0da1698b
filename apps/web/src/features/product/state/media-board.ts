import { maxProductMedia, type ProductMediaItem } from '@talkreel/contract';

/**
 * The product's media in the order the video uses them, and which of them
 * are chosen (by url). The chosen ones, in the board's order, are the save's
 * `select_media`: moving a picture moves it in the video too.
 */
export interface MediaBoard {
  media: readonly ProductMediaItem[];
  selectedUrls: readonly string[];
}

export type MediaToggleResult = { board: MediaBoard; isLimitReached: boolean };

/**
 * The board a record opens with: the chosen media first, in `select_media`'s
 * order, then the others as the record lists them. A chosen url that is not
 * among the media is dropped; a url listed twice is kept once.
 */
export function mediaBoardOf(record: { intro_medias: readonly ProductMediaItem[]; select_media: readonly string[] }): MediaBoard {
  const byUrl = new Map<string, ProductMediaItem>();
  for (const item of record.intro_medias) if (!byUrl.has(item.url)) byUrl.set(item.url, item);
  const selectedUrls = [...new Set(record.select_media)].filter((url) => byUrl.has(url)).slice(0, maxProductMedia);
  const chosen = selectedUrls.map((url) => byUrl.get(url)!);
  const others = [...byUrl.values()].filter((item) => !selectedUrls.includes(item.url));
  return { media: [...chosen, ...others], selectedUrls };
}

/** The chosen urls in the board's order: what is saved as `select_media`. */
export function selectedMediaOf(board: MediaBoard): string[] {
  const selected = new Set(board.selectedUrls);
  return board.media.filter((item) => selected.has(item.url)).map((item) => item.url);
}

/** Chooses or leaves out one item; choosing past the video's limit (20) changes nothing and says so. */
export function toggleMedia(board: MediaBoard, url: string): MediaToggleResult {
  if (board.selectedUrls.includes(url))
    return { board: { ...board, selectedUrls: board.selectedUrls.filter((selected) => selected !== url) }, isLimitReached: false };
  if (!board.media.some((item) => item.url === url)) return { board, isLimitReached: false };
  if (board.selectedUrls.length >= maxProductMedia) return { board, isLimitReached: true };
  return { board: { ...board, selectedUrls: [...board.selectedUrls, url] }, isLimitReached: false };
}

/** Moves the item at `fromIndex` to `toIndex` (a drop, or a step up or down); out-of-range moves change nothing. */
export function moveMedia(board: MediaBoard, fromIndex: number, toIndex: number): MediaBoard {
  const count = board.media.length;
  if (fromIndex === toIndex || fromIndex < 0 || toIndex < 0 || fromIndex >= count || toIndex >= count) return board;
  const media = [...board.media];
  const [moved] = media.splice(fromIndex, 1);
  media.splice(toIndex, 0, moved!);
  return { ...board, media };
}

/** New uploads go to the top (site §4: 'moves to the top of the media list'), chosen while the video has room; a url already there is not added twice. */
export function addMediaToTop(board: MediaBoard, added: readonly ProductMediaItem[]): MediaBoard {
  const known = new Set(board.media.map((item) => item.url));
  const fresh = added.filter((item) => !known.has(item.url) && known.add(item.url));
  const room = Math.max(0, maxProductMedia - board.selectedUrls.length);
  return {
    media: [...fresh, ...board.media],
    selectedUrls: [...fresh.slice(0, room).map((item) => item.url), ...board.selectedUrls],
  };
}

/** Takes an item off the board (and out of the choice). */
export function removeMedia(board: MediaBoard, url: string): MediaBoard {
  return { media: board.media.filter((item) => item.url !== url), selectedUrls: board.selectedUrls.filter((selected) => selected !== url) };
}
