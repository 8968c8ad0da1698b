import type { StoredFile } from '@talkreel/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../ui/notifications/show-error-toast.ts';
import { bytesToMegabytes } from '../../../ui/upload-widget/allowed-upload-kinds.ts';
import { useFileUpload, type FileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
import { readVideoDurationMs } from '../api/read-video-duration.ts';
import type { TranslationOptions } from '../state/translation-options.ts';
import { checkTranslationUpload, type TranslationUploadCheck } from '../state/upload-check.ts';

/** The contract's upload purpose for a video to translate: MP4, MOV or WebM up to 100 MB (the length is checked when it is submitted). */
const VIDEO_UPLOAD_PURPOSE = 'video_translation';

const MS_PER_MINUTE = 60_000;

export interface UseTranslationUploadOptions {
  limits: TranslationOptions['limits'];
  onUploaded: (file: StoredFile, durationMs: number | null) => void;
}

/**
 * The app's upload (POST /common/upload with byte progress, MOV converted
 * to MP4) behind the translation's checks: an MP4, MOV or WebM file within
 * the size and the length the server announced, its length read by the
 * browser before any byte is sent.
 */
export function useTranslationUpload({ limits, onUploaded }: UseTranslationUploadOptions): FileUpload {
  const { t } = useTranslation();
  // The length read before the upload, handed on with the stored file once it is there.
  const durationMsRef = useRef<number | null>(null);
  const upload = useFileUpload({ purpose: VIDEO_UPLOAD_PURPOSE, onUploaded: (file) => onUploaded(file, durationMsRef.current) });

  const refuse = (check: Exclude<TranslationUploadCheck, { isAllowed: true }>) => {
    if (check.reason === 'unsupported') showErrorToast(t('videoTranslation.upload.unsupported'));
    if (check.reason === 'tooLarge') showErrorToast(t('videoTranslation.upload.tooLarge', { maxMb: bytesToMegabytes(check.maxBytes) }));
    if (check.reason === 'tooLong') showErrorToast(t('videoTranslation.upload.tooLong', { maxMinutes: Math.round(check.maxDurationMs / MS_PER_MINUTE) }));
  };

  const startUpload = async (file: File) => {
    if (upload.state.status === 'uploading') {
      showErrorToast(t('upload.busy'));
      return;
    }
    const candidate = { name: file.name, sizeBytes: file.size, durationMs: null };
    const typeAndSize = checkTranslationUpload(candidate, limits);
    if (!typeAndSize.isAllowed) return refuse(typeAndSize);
    const durationMs = await readVideoDurationMs(file);
    const length = checkTranslationUpload({ ...candidate, durationMs }, limits);
    if (!length.isAllowed) return refuse(length);
    durationMsRef.current = durationMs;
    await upload.startUpload(file);
  };

  return { ...upload, startUpload };
}
