import { convertUploadRoute, type StoredFile } from '@talkreel/contract';
import { apiRequest } from '../../api/api-request.ts';
import { createFakeProgress } from '../fake-progress/create-fake-progress.ts';
import { hideLoading, showLoading } from '../global-loading-overlay/loading-store.ts';
import { showErrorToast } from '../notifications/show-error-toast.ts';

/** How long the simulated bar takes to reach its cap; the server reports no progress for the conversion. */
const EXPECTED_CONVERSION_DURATION_MS = 20_000;

export interface ConversionTexts {
  title: string;
  subtitle: string;
  failedMessage: string;
}

/**
 * Spec §4: a MOV is converted after upload; the stored file then points at
 * the MP4 the server returns. The overlay shows while the server works; a
 * failure shows the spec's message instead of the server's and rejects.
 */
export async function convertUploadedMov(file: StoredFile, texts: ConversionTexts): Promise<StoredFile> {
  const { title, subtitle, failedMessage } = texts;
  const progress = createFakeProgress({
    expectedDurationMs: EXPECTED_CONVERSION_DURATION_MS,
    onProgress: (percent) => showLoading({ title, subtitle, percent }),
  });
  // The overlay appears with the first simulated percent, after the start delay, so a quick conversion shows nothing.
  progress.start();
  try {
    const { path } = await apiRequest(convertUploadRoute, { body: { path: file.full_path }, isSilent: true });
    return { ...file, full_path: path, file_type: 'mp4' };
  } catch (error) {
    showErrorToast(failedMessage);
    throw error;
  } finally {
    progress.stop();
    hideLoading();
  }
}
