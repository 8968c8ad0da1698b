import { describe, expect, it } from 'vitest';
import { ApiError } from '../../plugins/api-error.ts';
import { pngOfDeclaredSize } from './declared-size-png.fixture.ts';
import { assertImageWithinPixelCap, maxImagePixels } from './image-pixel-cap.ts';

function refusalOf(run: () => void): { code: number; message: string } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('assertImageWithinPixelCap', () => {
  it('passes an image at the cap and refuses one over it with 40000 and its size', () => {
    expect(maxImagePixels).toBe(50_000_000);
    expect(refusalOf(() => assertImageWithinPixelCap('png', pngOfDeclaredSize(5_000, 10_000)))).toBeUndefined();
    expect(refusalOf(() => assertImageWithinPixelCap('png', pngOfDeclaredSize(20_000, 20_000)))).toEqual({
      code: 40000,
      message: 'Image resolution cannot exceed 50 megapixels (this one is 20000×20000). Please upload a smaller image',
    });
  });

  it('refuses an image whose header cannot be read as an unsupported type, and leaves other kinds alone', () => {
    expect(refusalOf(() => assertImageWithinPixelCap('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02])))).toEqual({
      code: 41500,
      message: 'Unsupported file types!',
    });
    expect(refusalOf(() => assertImageWithinPixelCap('pdf', Buffer.from('%PDF-1.7')))).toBeUndefined();
  });
});
