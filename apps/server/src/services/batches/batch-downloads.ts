import { writeResultCsv, zipEntriesStream, type ZipStreamEntry } from '@talkreel/batch';
import type { Runtime } from '@talkreel/platform';
import type { Readable } from 'node:stream';
import { ApiError } from '../../plugins/api-error.ts';
import { getOwnedBatch, readBatchRows } from './get-batch-status.ts';

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
