import { scaledUploadPercent, type ProductMediaType } from './product-media-check.ts';

/**
 * One picked file in the 'Add media' list (site §4): waiting its turn, being
 * sent (0 to 90 percent), or failed with the reason; a stored file leaves
 * the list for the media list.
 */
export interface UploadItem {
  id: string;
  name: string;
  mediaType: ProductMediaType;
  status: 'waiting' | 'sending' | 'failed';
  percent: number;
  /** Why it failed; null otherwise. */
  message: string | null;
}

export type QueuedFile = Pick<UploadItem, 'id' | 'name' | 'mediaType'>;

/** Files of one pick join the list, after what is there, to be sent one at a time. */
export function queueUploads(items: readonly UploadItem[], files: readonly QueuedFile[]): UploadItem[] {
  return [...items, ...files.map((file): UploadItem => ({ ...file, status: 'waiting', percent: 0, message: null }))];
}

/** The next file to send, when none is being sent. */
export function nextUploadOf(items: readonly UploadItem[]): UploadItem | undefined {
  return items.some((item) => item.status === 'sending') ? undefined : items.find((item) => item.status === 'waiting');
}

/** Site §5 'one upload at a time': a new pick is refused while any file waits or is sent. */
export function isUploadBusy(items: readonly UploadItem[]): boolean {
  return items.some((item) => item.status !== 'failed');
}

export function startUpload(items: readonly UploadItem[], id: string): UploadItem[] {
  return items.map((item) => (item.id === id ? { ...item, status: 'sending', percent: 0, message: null } : item));
}

/** The bytes sent so far, shown scaled to 90 percent (site §9); never moves back. */
export function reportUploadProgress(items: readonly UploadItem[], id: string, bytesPercent: number): UploadItem[] {
  return items.map((item) =>
    item.id === id && item.status === 'sending' ? { ...item, percent: Math.max(item.percent, scaledUploadPercent(bytesPercent)) } : item,
  );
}

export function failUpload(items: readonly UploadItem[], id: string, message: string): UploadItem[] {
  return items.map((item) => (item.id === id ? { ...item, status: 'failed', message } : item));
}

/** Takes a file off the list: stored, cancelled or deleted. */
export function dropUpload(items: readonly UploadItem[], id: string): UploadItem[] {
  return items.filter((item) => item.id !== id);
}
