import { describe, expect, it } from 'vitest';
import { dropUpload, failUpload, isUploadBusy, nextUploadOf, queueUploads, reportUploadProgress, startUpload } from './upload-queue.ts';

const picked = [
  { id: '1', name: 'front.jpg', mediaType: 1 as const },
  { id: '2', name: 'demo.mp4', mediaType: 2 as const },
];

describe('the upload list (site §4, §5, §9)', () => {
  it('sends one file at a time, in the order picked', () => {
    let items = queueUploads([], picked);
    expect(nextUploadOf(items)?.id).toBe('1');
    items = startUpload(items, '1');
    expect(nextUploadOf(items)).toBeUndefined();
    items = dropUpload(items, '1');
    expect(nextUploadOf(items)?.id).toBe('2');
  });

  it('is busy while a file waits or is sent, not for failed ones', () => {
    let items = queueUploads([], picked.slice(0, 1));
    expect(isUploadBusy(items)).toBe(true);
    items = failUpload(startUpload(items, '1'), '1', 'Epload error');
    expect(isUploadBusy(items)).toBe(false);
    expect(items[0]).toMatchObject({ status: 'failed', message: 'Epload error' });
    expect(isUploadBusy([])).toBe(false);
  });

  it('shows the bytes sent scaled to 90 percent, never moving back', () => {
    let items = startUpload(queueUploads([], picked), '1');
    items = reportUploadProgress(items, '1', 50);
    expect(items[0]!.percent).toBe(45);
    items = reportUploadProgress(items, '1', 100);
    expect(items[0]!.percent).toBe(90);
    items = reportUploadProgress(items, '1', 20);
    expect(items[0]!.percent).toBe(90);
    // A waiting file does not move.
    expect(reportUploadProgress(items, '2', 60)[1]!.percent).toBe(0);
  });

  it('cancels or deletes a file by taking it off the list', () => {
    const items = queueUploads([], picked);
    expect(dropUpload(items, '2').map((item) => item.id)).toEqual(['1']);
  });
});
