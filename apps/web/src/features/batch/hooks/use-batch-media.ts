import { UNSUPPORTED_FILE_TYPE_MESSAGE, type StoredFile } from '@talkreel/contract';
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { uploadFileRequest } from '../../../api/upload-file-request.ts';
import { checkUploadFile } from '../../../ui/upload-widget/check-upload-file.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import type { UploadedMediaByName } from '../state/sheet-media.ts';

/** Pictures and videos go up as product media (its types and limits), as the editor's add menu sends them. */
const MEDIA_UPLOAD_PURPOSE = 'product_media';

/** One file the person added, while it uploads or after it was refused. */
export interface MediaUploadState {
  name: string;
  percent: number;
  /** Why it was refused; absent while it uploads. */
  problem?: string;
}

export type MediaRefusal = { name: string; reason: 'not-in-sheet' } | { name: string; reason: 'rule'; message: string };

export interface BatchMedia {
  uploaded: UploadedMediaByName;
  uploading: MediaUploadState[];
  refusals: MediaRefusal[];
  /** Uploads the files the sheet names (any other is refused, so nothing is stored by mistake). */
  addFiles: (files: readonly File[], referencedNames: readonly string[]) => void;
  clear: () => void;
}

/**
 * The files added on the page for the sheet's image and video cells, kept by
 * their lower-cased name: each is checked against the upload rules, then
 * sent through POST /common/upload with real progress.
 */
export function useBatchMedia(): BatchMedia {
  const [uploaded, setUploaded] = useState<ReadonlyMap<string, StoredFile>>(new Map());
  const [uploading, setUploading] = useState<MediaUploadState[]>([]);
  const [refusals, setRefusals] = useState<MediaRefusal[]>([]);

  const uploadOne = useCallback(async (file: File) => {
    const setPercent = (percent: number) => setUploading((current) => current.map((state) => (state.name === file.name ? { ...state, percent } : state)));
    setUploading((current) => [...current.filter((state) => state.name !== file.name), { name: file.name, percent: 0 }]);
    try {
      await ensureSession();
      const stored = await uploadFileRequest({ purpose: MEDIA_UPLOAD_PURPOSE, file, onProgress: setPercent });
      // The sheet names the file as the person named it; the stored name may be normalised.
      setUploaded((current) => new Map(current).set(file.name.toLowerCase(), { ...stored, file_name: file.name }));
    } catch (error) {
      const message = isApiError(error) ? error.msg : String(error);
      setRefusals((current) => [...current, { name: file.name, reason: 'rule', message }]);
    } finally {
      setUploading((current) => current.filter((state) => state.name !== file.name));
    }
  }, []);

  const addFiles = useCallback(
    (files: readonly File[], referencedNames: readonly string[]) => {
      const referenced = new Set(referencedNames.map((name) => name.toLowerCase()));
      const nextRefusals: MediaRefusal[] = [];
      for (const file of files) {
        if (!referenced.has(file.name.toLowerCase())) {
          nextRefusals.push({ name: file.name, reason: 'not-in-sheet' });
          continue;
        }
        const check = checkUploadFile({ name: file.name, sizeBytes: file.size }, MEDIA_UPLOAD_PURPOSE);
        if (!check.isAllowed) {
          nextRefusals.push({ name: file.name, reason: 'rule', message: check.reason === 'too-large' ? check.contractMessage : UNSUPPORTED_FILE_TYPE_MESSAGE });
          continue;
        }
        void uploadOne(file);
      }
      setRefusals(nextRefusals);
    },
    [uploadOne],
  );

  const clear = useCallback(() => {
    setUploaded(new Map());
    setRefusals([]);
  }, []);

  return useMemo(() => ({ uploaded, uploading, refusals, addFiles, clear }), [uploaded, uploading, refusals, addFiles, clear]);
}
