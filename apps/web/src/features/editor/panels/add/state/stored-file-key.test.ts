import { describe, expect, it } from 'vitest';
import { storedFileKey } from './stored-file-key.ts';

describe('storedFileKey', () => {
  it('reads the key from a local read URL', () => {
    expect(storedFileKey({ full_path: '/files/uploads/u1/a%20b.png?expires=1&signature=ff', key: 'uploads/u1/a b.png' })).toBe('uploads/u1/a b.png');
  });

  it('takes the converted MP4’s key, not the MOV’s', () => {
    expect(storedFileKey({ full_path: '/files/uploads/u1/clip.mp4?expires=1&signature=ff', key: 'uploads/u1/clip.mov' })).toBe('uploads/u1/clip.mp4');
  });

  it('keeps the key of a file on other storage', () => {
    expect(storedFileKey({ full_path: 'https://s3.example/bucket/uploads/u1/a.png?X-Amz-Signature=1', key: 'uploads/u1/a.png' })).toBe('uploads/u1/a.png');
  });

  it('keeps the URL of a converted file on other storage', () => {
    const fullPath = 'https://s3.example/bucket/uploads/u1/clip.mp4?X-Amz-Signature=1';
    expect(storedFileKey({ full_path: fullPath, key: 'uploads/u1/clip.mov' })).toBe(fullPath);
  });
});
