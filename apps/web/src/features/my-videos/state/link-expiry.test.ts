import { describe, expect, it } from 'vitest';
import { findLinkExpiry } from './link-expiry.ts';

describe('findLinkExpiry', () => {
  it('reads the local signature’s expiry (unix seconds)', () => {
    expect(findLinkExpiry('/files/renders/u/t/video.mp4?expires=1798761600&signature=abc')?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reads an S3 presigned URL’s date plus lifetime', () => {
    const url =
      'https://bucket.example/renders/u/t/video.mp4?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20261123T100000Z&X-Amz-Expires=86400&X-Amz-Signature=x';
    expect(findLinkExpiry(url)?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });

  it('gives nothing for a URL that does not expire or carries nonsense', () => {
    expect(findLinkExpiry('https://cdn.example/video.mp4')).toBeUndefined();
    expect(findLinkExpiry('/files/x?expires=soon')).toBeUndefined();
    expect(findLinkExpiry('/files/x?X-Amz-Date=yesterday&X-Amz-Expires=60')).toBeUndefined();
  });
});
