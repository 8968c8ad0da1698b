import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile, UploadPurpose } from '@talkreel/contract';
import { isApiError } from '../../api/api-error.ts';
import { uploadFileRequest } from '../../api/upload-file-request.ts';
import { showErrorToast } from '../notifications/show-error-toast.ts';
import { bytesToMegabytes } from './allowed-upload-kinds.ts';
import { checkUploadFile } from './check-upload-file.ts';
import { convertUploadedMov } from './convert-uploaded-mov.ts';
import { useUploadSession } from './upload-session-context.ts';

export type UploadState = { status: 'idle' } | { status: 'uploading'; fileName: string; percent: number } | { status: 'uploaded'; file: StoredFile };

export interface UseFileUploadOptions {
  purpose: UploadPurpose;
  onUploaded: (file: StoredFile) => void;
  /** A file already stored (uploaded on another page): the widget starts in the uploaded state with it. */
  initialFile?: StoredFile;
}

export interface FileUpload {
  state: UploadState;
  /** Checks the file against the purpose's kinds and limit, then sends it; refused while another upload runs. */
  startUpload: (file: File) => Promise<void>;
  /** Back to idle for a new file; ignored while an upload runs. */
  reset: () => void;
}

/**
 * The upload state machine: idle, uploading (real byte progress), uploaded.
 * One upload at a time; a refused or failed upload goes back to idle, its
 * message already shown (the server's `msg` by the global error handler).
 */
export function useFileUpload({ purpose, onUploaded, initialFile }: UseFileUploadOptions): FileUpload {
  const { t } = useTranslation();
  const { ensureSession } = useUploadSession();
  const [state, setState] = useState<UploadState>(() => (initialFile ? { status: 'uploaded', file: initialFile } : { status: 'idle' }));
  // A ref, not state: two files picked in quick succession must see the first one's lock at once.
  const isBusyRef = useRef(false);
  const abortControllerRef = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);

  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => () => abortControllerRef.current?.abort(), []);

  const startUpload = useCallback(
    async (file: File) => {
      if (isBusyRef.current) {
        showErrorToast(t('upload.busy'));
        return;
      }
      const check = checkUploadFile({ name: file.name, sizeBytes: file.size }, purpose);
      if (!check.isAllowed) {
        showErrorToast(
          check.reason === 'unsupported-file-type'
            ? t('upload.unsupportedFileType')
            : t('upload.tooLarge', { contractMessage: check.contractMessage, maxMb: bytesToMegabytes(check.maxBytes) }),
        );
        return;
      }

      isBusyRef.current = true;
      const abortController = new AbortController();
      abortControllerRef.current = abortController;
      setState({ status: 'uploading', fileName: file.name, percent: 0 });
      try {
        await ensureSession();
        let storedFile = await uploadFileRequest({
          purpose,
          file,
          signal: abortController.signal,
          onProgress: (percent) => setState((current) => (current.status === 'uploading' ? { ...current, percent } : current)),
        });
        if (storedFile.file_type === 'mov') {
          storedFile = await convertUploadedMov(storedFile, {
            title: t('upload.convertingTitle'),
            subtitle: t('upload.convertingSubtitle'),
            failedMessage: t('upload.movConversionFailed'),
          });
        }
        setState({ status: 'uploaded', file: storedFile });
        onUploadedRef.current(storedFile);
      } catch (error) {
        if (abortController.signal.aborted) return;
        if (!isApiError(error)) console.error('Upload failed', error);
        setState({ status: 'idle' });
      } finally {
        isBusyRef.current = false;
        abortControllerRef.current = null;
      }
    },
    [ensureSession, purpose, t],
  );

  /** Back to idle for a new file; ignored while an upload runs. */
  const reset = useCallback(() => {
    if (!isBusyRef.current) setState({ status: 'idle' });
  }, []);

  return { state, startUpload, reset };
}
