import { readBatchSheetRoute } from '@talkreel/contract';
import type { z } from 'zod';
import { ApiError, CLIENT_FAILURE_CODE, isApiError } from '../../../api/api-error.ts';
import { publishApiError } from '../../../api/api-error-events.ts';
import { API_BASE_PATH } from '../../../api/api-request.ts';
import { findAuthToken } from '../../../api/auth-token-storage.ts';
import { readEnvelope } from '../../../api/read-envelope.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import type { SheetMapping } from '../state/sheet-mapping.ts';

export type BatchSheet = z.output<typeof readBatchSheetRoute.data>;

export interface ReadBatchSheetRequest {
  file: File;
  templateId: string;
  /**
   * The person's own column choices, sent as the multipart field `mapping`
   * (JSON, variable key → column index or null) when they changed the
   * automatic match; the contract's route does not name this field yet.
   */
  mapping?: SheetMapping;
  signal?: AbortSignal;
}

/**
 * POST /batch/sheet as multipart (`template_id` first, then `file`): the
 * sheet read against the template, nothing created. A refusal is announced
 * to the global error toast and rejects with an ApiError.
 */
export async function readBatchSheetRequest({ file, templateId, mapping, signal }: ReadBatchSheetRequest): Promise<BatchSheet> {
  await ensureSession();
  const form = new FormData();
  form.append('template_id', templateId);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = findAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE_PATH}${readBatchSheetRoute.path}`, { method: readBatchSheetRoute.method, headers, body: form, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(CLIENT_FAILURE_CODE, 'Cannot reach the server. Check your connection and try again.');
    }
    return readEnvelope({ httpStatus: response.status, bodyText: await response.text() }, readBatchSheetRoute.data);
  } catch (error) {
    if (isApiError(error)) publishApiError(error);
    throw error;
  }
}
