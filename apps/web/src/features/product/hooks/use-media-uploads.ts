import type { ProductMediaItem } from '@talkreel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { showErrorToast } from '../../../ui/notifications/show-error-toast.ts';
import { uploadProductMedia } from '../api/upload-product-media.ts';
import { checkProductMediaFile, type ProductMediaRefusal } from '../state/product-media-check.ts';
import {
  dropUpload,
  failUpload,
  isUploadBusy,
  nextUploadOf,
  queueUploads,
  reportUploadProgress,
  startUpload,
  type QueuedFile,
  type UploadItem,
} from '../state/upload-queue.ts';

export interface MediaUploads {
  items: readonly UploadItem[];
  isBusy: boolean;
  /** Checks each file against site §5's rules, then sends the allowed ones one after another. */
  addFiles: (files: readonly File[]) => void;
  /** Stops a file being sent, or takes a waiting or failed one off the list. */
  cancel: (id: string) => void;
}

const REFUSAL_KEYS = {
  busy: 'upload.busy',
  unsupported: 'upload.unsupportedFileType',
  'file-too-large': 'product.media.fileTooLarge',
  'image-too-large': 'product.media.imageTooLarge',
  'video-too-large': 'product.media.videoTooLarge',
} as const satisfies Record<ProductMediaRefusal, string>;

let nextUploadNumber = 0;

/**
 * The 'Add media' uploads (site §4, §5): a refused file is a toast with the
 * spec's message; the others wait their turn and are sent one at a time
 * with their progress scaled to 90 percent; a stored file leaves the list
 * through `onUploaded`, a failed one stays with its message until deleted.
 */
export function useMediaUploads(onUploaded: (item: ProductMediaItem) => void): MediaUploads {
  const { t } = useTranslation();
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  // The list as the last change left it, read at once by a pick that follows another.
  const itemsRef = useRef<readonly UploadItem[]>([]);
  const filesRef = useRef(new Map<string, File>());
  const controllersRef = useRef(new Map<string, AbortController>());
  const onUploadedRef = useRef(onUploaded);
  const isSendingRef = useRef(false);

  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    const controllers = controllersRef.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
    };
  }, []);

  const update = useCallback((change: (current: readonly UploadItem[]) => readonly UploadItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);

  const sendOne = useCallback(
    async (next: UploadItem, file: File) => {
      const controller = new AbortController();
      controllersRef.current.set(next.id, controller);
      update((current) => startUpload(current, next.id));
      try {
        const item = await uploadProductMedia({
          file,
          mediaType: next.mediaType,
          signal: controller.signal,
          onProgress: (bytesPercent) => update((current) => reportUploadProgress(current, next.id, bytesPercent)),
          conversionTexts: { title: t('upload.convertingTitle'), subtitle: t('upload.convertingSubtitle'), failedMessage: t('upload.movConversionFailed') },
        });
        update((current) => dropUpload(current, next.id));
        filesRef.current.delete(next.id);
        onUploadedRef.current(item);
      } catch (error) {
        if (controller.signal.aborted) return;
        // Site §8: a network failure is reported as 'Epload error' internally; the person reads the reason on the file.
        if (!isApiError(error)) console.error('Epload error', error);
        update((current) => failUpload(current, next.id, isApiError(error) ? error.msg : t('product.media.uploadFailed')));
      } finally {
        controllersRef.current.delete(next.id);
      }
    },
    [t, update],
  );

  /** Sends the waiting files one after another until none is left (a cancelled one lets the next go). */
  const sendWaiting = useCallback(async () => {
    if (isSendingRef.current) return;
    isSendingRef.current = true;
    try {
      for (let next = nextUploadOf(itemsRef.current); next; next = nextUploadOf(itemsRef.current)) {
        const file = filesRef.current.get(next.id);
        if (file) await sendOne(next, file);
        else update((current) => dropUpload(current, next!.id));
      }
    } finally {
      isSendingRef.current = false;
    }
  }, [sendOne, update]);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      if (isUploadBusy(itemsRef.current)) {
        showErrorToast(t('upload.busy'));
        return;
      }
      const queued: QueuedFile[] = [];
      for (const file of files) {
        const check = checkProductMediaFile({ name: file.name, sizeBytes: file.size }, false);
        if (!check.isAllowed) {
          showErrorToast(t(REFUSAL_KEYS[check.refusal]));
          continue;
        }
        nextUploadNumber += 1;
        const id = `upload-${nextUploadNumber}`;
        filesRef.current.set(id, file);
        queued.push({ id, name: file.name, mediaType: check.mediaType });
      }
      if (queued.length === 0) return;
      update((current) => queueUploads(current, queued));
      void sendWaiting();
    },
    [sendWaiting, t, update],
  );

  const cancel = useCallback(
    (id: string) => {
      controllersRef.current.get(id)?.abort();
      filesRef.current.delete(id);
      update((current) => dropUpload(current, id));
    },
    [update],
  );

  return { items, isBusy: isUploadBusy(items), addFiles, cancel };
}
