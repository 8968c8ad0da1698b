import { UNSUPPORTED_FILE_TYPE_MESSAGE, UPLOAD_BUSY_MESSAGE, UPLOAD_RULES } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { checkProductMediaFile, scaledUploadPercent, VIDEO_TOO_LARGE_MESSAGE } from './product-media-check.ts';

const MB = 1024 * 1024;
const refusalOf = (name: string, sizeBytes: number, isBusy = false) => {
  const check = checkProductMediaFile({ name, sizeBytes }, isBusy);
  return check.isAllowed ? null : check.refusal;
};

describe('checkProductMediaFile (site §5)', () => {
  it('refuses any file while another is being sent', () => {
    expect(refusalOf('mug.jpg', 1 * MB, true)).toBe('busy');
    expect(UPLOAD_BUSY_MESSAGE).toBe('Uploading, please wait!');
  });

  it('takes every extension the spec allows, pictures as 1 and videos as 2', () => {
    const expected = { jpg: 1, jpeg: 1, png: 1, gif: 1, bmp: 1, webp: 1, mp4: 2, avi: 2, webm: 2, mov: 2 } as const;
    for (const [extension, mediaType] of Object.entries(expected)) {
      const check = checkProductMediaFile({ name: `file.${extension.toUpperCase()}`, sizeBytes: 2 * MB }, false);
      expect(check, extension).toMatchObject({ isAllowed: true, mediaType });
    }
  });

  it('refuses other extensions as unsupported file types', () => {
    for (const name of ['sheet.pdf', 'clip.mkv', 'song.mp3', 'noextension', 'image.svg', 'photo.heic']) expect(refusalOf(name, MB), name).toBe('unsupported');
    expect(UNSUPPORTED_FILE_TYPE_MESSAGE).toBe('Unsupported file types!');
  });

  it('refuses files over 100MB with the general message, unsupported ones too', () => {
    expect(refusalOf('huge.pdf', 101 * MB)).toBe('file-too-large');
    expect(refusalOf('huge.png', 100 * MB + 1)).toBe('file-too-large');
    expect(UPLOAD_RULES.product_media.tooLargeMessage).toBe('File size can not exceed 100MB!');
  });

  it('refuses pictures over 10MB with the picture message', () => {
    expect(refusalOf('mug.jpg', 10 * MB + 1)).toBe('image-too-large');
    expect(refusalOf('mug.webp', 50 * MB)).toBe('image-too-large');
    expect(refusalOf('mug.jpg', 10 * MB)).toBeNull();
    expect(UPLOAD_RULES.product_media.tooLargeImageMessage).toBe('Image size cannot exceed 10MB');
  });

  it('refuses videos over 100MB with the video message', () => {
    expect(refusalOf('demo.mp4', 100 * MB + 1)).toBe('video-too-large');
    expect(refusalOf('demo.mov', 500 * MB)).toBe('video-too-large');
    expect(refusalOf('demo.mp4', 100 * MB)).toBeNull();
    expect(VIDEO_TOO_LARGE_MESSAGE).toBe('Video size cannot exceed 100MB');
  });
});

describe('scaledUploadPercent (site §9)', () => {
  it('maps the bytes sent onto 0 to 90 percent', () => {
    expect([0, 10, 50, 99, 100, 130, -4].map(scaledUploadPercent)).toEqual([0, 9, 45, 89, 90, 90, 0]);
  });
});
