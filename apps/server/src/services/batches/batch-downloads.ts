import { batchDownloadPaths } from '@talkreel/contract';
import { writeResultCsv, zipEntriesStream, type ZipStreamEntry } from '@talkreel/batch';
import type { Runtime } from '@talkreel/platform';
import type { Readable } from 'node:stream';
import { ApiError } from '../../plugins/api-error.ts';
import { getOwnedBatch, readBatchRows } from './get-batch-status.ts';

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

/** `row-007.mp4`: rows sort by name in any file manager (a sheet has at most a few hundred rows). */
const entryNameOf = (row: number) => `row-${String(row).padStart(3, '0')}.mp4`;

/**
 * A ZIP of the batch's finished videos, streamed: each MP4 is read from
 * storage only when its turn comes, so memory stays flat however large the
 * batch. Rows not finished are left out (the result sheet says why).
 */
export async function streamBatchZip(runtime: Runtime, ownerId: string, projectId: string): Promise<{ name: string; stream: Readable }> {
  const batch = await getOwnedBatch(runtime, ownerId, projectId);
  const rows = (await readBatchRows(runtime, batch)).filter((row) => row.videoKey !== null);
  if (rows.length === 0) throw ApiError.invalidInput('No video of this batch is finished yet: download the ZIP once the first rows are done');
  const entries: ZipStreamEntry[] = [];
  for (const row of rows) {
    const key = row.videoKey!;
    const info = await runtime.storage.stat(key);
    entries.push({ name: entryNameOf(row.row), ...(info ? { size: info.sizeBytes } : {}), open: () => runtime.storage.read(key) });
  }
  return { name: batch.name, stream: zipEntriesStream(entries) };
}

/** The result sheet: one line per row with its status, video link (an absolute read URL under `origin`) and error. */
export async function buildBatchResultCsv(runtime: Runtime, ownerId: string, projectId: string, origin: string): Promise<{ name: string; csv: string }> {
  const batch = await getOwnedBatch(runtime, ownerId, projectId);
  const rows = await readBatchRows(runtime, batch);
  const csv = writeResultCsv(
    rows.map((row) => ({
      row: row.row,
      status: row.status === 'none' ? 'queued' : row.status,
      video_url: row.video_url === '' ? '' : new URL(row.video_url, origin).href,
      error: row.err_msg,
    })),
  );
  return { name: batch.name, csv };
}
