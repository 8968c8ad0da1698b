import { productStatus, type ProductRecord } from '@talkreel/contract';
import { ApiError, CLIENT_FAILURE_CODE, isApiError } from '../../../api/api-error.ts';
import { ANALYSIS_POLL_INTERVAL_MS } from '../state/analysis-pacing.ts';
import { readProductRecord } from './product-requests.ts';

/** Reads that may fail in a row (a restart, a dropped connection) before the wait gives up with the last one's message. */
const MAX_FAILED_READS = 5;
/** The server ends a slow analysis itself (reason `timeout`); the page stops waiting a while after, ms. */
export const ANALYSIS_GIVE_UP_MS = 180_000;

function pause(durationMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, durationMs);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Polls GET /project/analyze/product_new?id=<prj_id> every 700 ms, handing
 * each record to `onRecord` (the overlay's real progress and stage), until
 * it is ready or failed; resolves that record. Rejects with the last
 * ApiError after five failed reads in a row, with `timeoutMessage` after
 * three minutes, and with the signal's reason when aborted.
 */
export async function waitForProductAnalysis(
  projectId: string,
  { signal, onRecord, timeoutMessage }: { signal: AbortSignal; onRecord: (record: ProductRecord) => void; timeoutMessage: string },
): Promise<ProductRecord> {
  const startedAtMs = Date.now();
  let failedReads = 0;
  for (;;) {
    await pause(ANALYSIS_POLL_INTERVAL_MS, signal);
    try {
      const record = await readProductRecord(projectId, signal);
      failedReads = 0;
      onRecord(record);
      if (record.status !== productStatus.analyzing) return record;
    } catch (error) {
      if (signal.aborted) throw error;
      failedReads += 1;
      if (failedReads >= MAX_FAILED_READS) throw isApiError(error) ? error : new ApiError(CLIENT_FAILURE_CODE, String(error));
    }
    if (Date.now() - startedAtMs > ANALYSIS_GIVE_UP_MS) throw new ApiError(CLIENT_FAILURE_CODE, timeoutMessage);
  }
}
