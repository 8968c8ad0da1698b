import { StoredFileSchema, uploadFileRoute, type StoredFile, type UploadPurpose } from '@talkreel/contract';
import { ApiError, CLIENT_FAILURE_CODE } from './api-error.ts';
import { publishApiError } from './api-error-events.ts';
import { API_BASE_PATH } from './api-request.ts';
import { findAuthToken } from './auth-token-storage.ts';
import { readEnvelope } from './read-envelope.ts';

export interface UploadFileRequest {
  purpose: UploadPurpose;
  file: File;
  /** Called with whole percents (0 to 100) of the bytes sent so far. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart (`use_to` first, then `file`, so the server
 * knows the purpose before the bytes arrive). XMLHttpRequest rather than
 * fetch because only it reports upload progress. A non-zero `code` is
 * announced to the global error handler and rejects with an ApiError.
 */
export function uploadFileRequest(request: UploadFileRequest): Promise<StoredFile> {
  const { purpose, file, onProgress, signal } = request;
  return new Promise<StoredFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => {
      publishApiError(error);
      reject(error);
    };

    xhr.open(uploadFileRoute.method, `${API_BASE_PATH}${uploadFileRoute.path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = findAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(readEnvelope({ httpStatus: xhr.status, bodyText: xhr.responseText }, StoredFileSchema));
      } catch (error) {
        fail(error instanceof ApiError ? error : new ApiError(CLIENT_FAILURE_CODE, String(error)));
      }
    };
    xhr.onerror = () => fail(new ApiError(CLIENT_FAILURE_CODE, 'The upload did not reach the server. Please try again.'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));

    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('use_to', purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
