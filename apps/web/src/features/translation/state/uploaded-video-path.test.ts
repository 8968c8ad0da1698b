import { describe, expect, it } from 'vitest';
import { uploadedVideoPath } from './uploaded-video-path.ts';

describe('the uploaded video a translation is asked for', () => {
  it('is the storage key, read from the converted MP4’s address after a MOV conversion', () => {
    expect(uploadedVideoPath({ key: 'uploads/u1/talk.mp4', full_path: '/files/uploads/u1/talk.mp4?expires=1&signature=a' })).toBe('uploads/u1/talk.mp4');
    expect(uploadedVideoPath({ key: 'uploads/u1/talk.mov', full_path: '/files/uploads/u1/talk%20converted.mp4?expires=1&signature=a' })).toBe(
      'uploads/u1/talk converted.mp4',
    );
  });

  it('is the key on other storage when the address names it, else the converted file’s address', () => {
    expect(uploadedVideoPath({ key: 'uploads/u1/a.webm', full_path: 'https://bucket.example/uploads/u1/a.webm?X-Amz-Signature=1' })).toBe('uploads/u1/a.webm');
    expect(uploadedVideoPath({ key: 'uploads/u1/a.mov', full_path: 'https://bucket.example/uploads/u1/a-converted.mp4?sig=1' })).toBe(
      'https://bucket.example/uploads/u1/a-converted.mp4?sig=1',
    );
  });
});
