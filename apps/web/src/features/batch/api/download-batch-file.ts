import { batchDownloadPaths } from '@talkreel/contract';
import { ApiError, CLIENT_FAILURE_CODE, isApiError } from '../../../api/api-error.ts';
import { publishApiError } from '../../../api/api-error-events.ts';
import { API_BASE_PATH } from '../../../api/api-request.ts';
import { findAuthToken } from '../../../api/auth-token-storage.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';

export type BatchDownload = { kind: 'zip'; projectId: string } | { kind: 'resultCsv'; projectId: string } | { kind: 'sampleCsv'; templateId: string };

function urlOf(download: BatchDownload): string {
  const query: Record<string, string> = download.kind === 'sampleCsv' ? { template_id: download.templateId } : { project_id: download.projectId };
  return `${API_BASE_PATH}${batchDownloadPaths[download.kind]}?${new URLSearchParams(query).toString()}`;
}

/** The server's `{code, msg}` when it sent one, else the HTTP status in words. */
function refusalOf(httpStatus: number, bodyText: string): ApiError {
  try {
    const body = JSON.parse(bodyText) as { code?: unknown; msg?: unknown };
    if (typeof body.code === 'number' && typeof body.msg === 'string' && body.code !== 0) return new ApiError(body.code, body.msg);
  } catch {
    // Not JSON: a proxy's page or an empty body.
  }
  return new ApiError(CLIENT_FAILURE_CODE, `The download failed (HTTP ${httpStatus}).`);
}

/** Hands a Blob to the browser as a saved file. */
function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the URL is freed once the browser read it.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/**
 * Downloads a batch file (ZIP, result CSV, sample CSV). These answers are
 * not JSON and need the session's token, which a plain link cannot send:
 * fetched with the Authorization header, then saved from a Blob. A refusal
 * (`{code, msg}` JSON) is announced as a toast and rejects.
 */
export async function downloadBatchFile(download: BatchDownload, fileName: string): Promise<void> {
  await ensureSession();
  const headers: Record<string, string> = {};
  const token = findAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    let response: Response;
    try {
      response = await fetch(urlOf(download), { headers });
    } catch {
      throw new ApiError(CLIENT_FAILURE_CODE, 'Cannot reach the server. Check your connection and try again.');
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || contentType.includes('application/json')) {
      throw refusalOf(response.status, await response.text());
    }
    saveBlob(await response.blob(), fileName);
  } catch (error) {
    if (isApiError(error)) publishApiError(error);
    throw error;
  }
}
