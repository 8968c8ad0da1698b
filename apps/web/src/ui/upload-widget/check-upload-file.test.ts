import { describe, expect, it } from 'vitest';
import { checkUploadFile } from './check-upload-file.ts';

const MEGABYTE = 1024 * 1024;

describe('checkUploadFile', () => {
  it('accepts the generic kinds by extension, in any letter case', () => {
    expect(checkUploadFile({ name: 'portrait.png', sizeBytes: 1_000 }, 'generic')).toEqual({ isAllowed: true, kind: 'png' });
    expect(checkUploadFile({ name: 'Scan.PDF', sizeBytes: 1_000 }, 'generic')).toEqual({ isAllowed: true, kind: 'pdf' });
    expect(checkUploadFile({ name: 'photo.jpeg', sizeBytes: 1_000 }, 'generic')).toEqual({ isAllowed: true, kind: 'jpg' });
  });

  it('refuses kinds the purpose does not allow, unknown extensions and names without one', () => {
    for (const name of ['setup.exe', 'clip.mp4', 'portrait.png.exe', 'README']) {
      expect(checkUploadFile({ name, sizeBytes: 1_000 }, 'generic')).toEqual({
        isAllowed: false,
        reason: 'unsupported-file-type',
      });
    }
  });

  it('refuses a file over the limit with the contract message, and accepts one exactly at it', () => {
    expect(checkUploadFile({ name: 'big.pdf', sizeBytes: 20 * MEGABYTE + 1 }, 'generic')).toEqual({
      isAllowed: false,
      reason: 'too-large',
      contractMessage: 'File must be under 20MB. Please upload a smaller file',
      maxBytes: 20 * MEGABYTE,
    });
    expect(checkUploadFile({ name: 'edge.pdf', sizeBytes: 20 * MEGABYTE }, 'generic').isAllowed).toBe(true);
  });

  it('uses the tighter image limit inside product media, and the general one for its videos', () => {
    const image = checkUploadFile({ name: 'shoe.webp', sizeBytes: 11 * MEGABYTE }, 'product_media');
    expect(image).toMatchObject({ isAllowed: false, contractMessage: 'Image size cannot exceed 10MB' });
    expect(checkUploadFile({ name: 'shoe.mov', sizeBytes: 11 * MEGABYTE }, 'product_media')).toEqual({
      isAllowed: true,
      kind: 'mov',
    });
  });
});
