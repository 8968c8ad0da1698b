import { batchDownloadPaths } from '@talkreel/contract';
import type { Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

/** How long a batch's download links work. */
const downloadLinkSeconds = 60 * 60;

/** The query parameters a download link binds besides its expiry and signature. */
const boundNames = ['project_id', 'owner_id'] as const;

/** Signed links (under `/api`) to a batch's ZIP and result sheet: a browser downloads them with no token. */
export function signBatchDownloads(runtime: Runtime, ownerId: string, projectId: string): { zip_url: string; result_csv_url: string } {
  const expiresAtSeconds = Math.floor(Date.now() / 1000) + downloadLinkSeconds;
  const link = (path: string) => {
    const query = runtime.signer.signedQuery({ method: 'GET', path: `/api${path}`, expiresAtSeconds, extra: { project_id: projectId, owner_id: ownerId } });
    return `/api${path}?${query}`;
  };
  return { zip_url: link(batchDownloadPaths.zip), result_csv_url: link(batchDownloadPaths.resultCsv) };
}

/** The owner and batch a download link names, once its signature holds; 40100 otherwise. */
export function verifyBatchDownload(runtime: Runtime, path: string, query: Readonly<Record<string, unknown>>): { ownerId: string; projectId: string } {
  const isSigned = runtime.signer.verifyQuery({ method: 'GET', path: `/api${path}`, query, extraNames: boundNames });
  if (!isSigned) throw ApiError.unauthorized('This download link has expired or is not valid: open the batch page again and use its download buttons');
  return { ownerId: String(query.owner_id), projectId: String(query.project_id) };
}
