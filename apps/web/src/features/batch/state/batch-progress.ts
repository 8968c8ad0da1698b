import type { BatchRowStatus, BatchStatus } from '@talkreel/contract';

/** A row still on its way to a video or an error. */
export function isRowUnfinished(row: Pick<BatchRowStatus, 'status'>): boolean {
  return row.status === 'queued' || row.status === 'running';
}

/** Whether the batch page should keep polling. */
export function isBatchUnfinished(batch: Pick<BatchStatus, 'rows'>): boolean {
  return batch.rows.some(isRowUnfinished);
}

/** The whole batch's progress, 0–100: a row that ended (done, failed, cancelled) counts whole, a running one by its own progress. */
export function batchProgressPercent(batch: Pick<BatchStatus, 'rows'>): number {
  if (batch.rows.length === 0) return 0;
  const sum = batch.rows.reduce((total, row) => total + (isRowUnfinished(row) || row.status === 'none' ? Math.min(100, Math.max(0, row.progress)) : 100), 0);
  return Math.floor(sum / batch.rows.length);
}
