import type { BatchRowStatus } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { batchProgressPercent, isBatchUnfinished } from './batch-progress.ts';

function row(status: BatchRowStatus['status'], progress: number): BatchRowStatus {
  return { row: 2, index: 0, status, stage: null, progress, video_url: '', err_msg: '' };
}

describe('batch progress', () => {
  it('polls while a row is queued or running', () => {
    expect(isBatchUnfinished({ rows: [row('done', 100), row('queued', 0)] })).toBe(true);
    expect(isBatchUnfinished({ rows: [row('done', 100), row('running', 40)] })).toBe(true);
    expect(isBatchUnfinished({ rows: [row('done', 100), row('failed', 30)] })).toBe(false);
    expect(isBatchUnfinished({ rows: [] })).toBe(false);
  });

  it('counts ended rows whole and running rows by their progress', () => {
    expect(batchProgressPercent({ rows: [row('done', 100), row('failed', 30), row('running', 50), row('queued', 0)] })).toBe(62);
    expect(batchProgressPercent({ rows: [] })).toBe(0);
    expect(batchProgressPercent({ rows: [row('done', 100)] })).toBe(100);
  });
});
