import { describe, expect, it } from 'vitest';
import { loadFixtureMesh, loadFixturePhoto } from '../testing/face-fixtures.ts';
import { coverPhotoMouthGap } from './cover-photo-mouth-gap.ts';
import { innerLowerChain, innerUpperChain } from './face-landmarks.ts';

describe('coverPhotoMouthGap', () => {
  it('paints a smile’s teeth over with the lips’ colours and leaves the photo as it is a pixel beyond the lips’ inner edges', async () => {
    const photo = await loadFixturePhoto('katherine_maher_800px');
    const { mesh } = await loadFixtureMesh('katherine_maher_800px');
    const { widthPx, heightPx } = photo;
    const source = new Uint32Array(Uint8Array.from(photo.rgba).buffer);
    coverPhotoMouthGap(source, widthPx, heightPx, mesh);
    const covered = new Uint8Array(source.buffer);
    const yAt = (chain: readonly number[], x: number) => {
      const points = chain.map((index) => mesh[index]!).sort((a, b) => a[0] - b[0]);
      const item = points.findIndex((point) => point[0] >= x);
      const [x0, y0] = points[Math.max(0, item - 1)]!;
      const [x1, y1] = points[Math.max(1, item)]!;
      return y0 + ((x - x0) / Math.max(1e-6, x1 - x0)) * (y1 - y0);
    };
    const isTooth = (data: Uint8Array, offset: number) =>
      0.299 * data[offset]! + 0.587 * data[offset + 1]! + 0.114 * data[offset + 2]! > 190 && data[offset]! - data[offset + 1]! < 22;
    let teethBefore = 0;
    let teethAfter = 0;
    let lipColoured = 0;
    let gapPixels = 0;
    let changedBeyond = 0;
    for (let x = Math.ceil(mesh[78]![0]) + 1; x < Math.floor(mesh[308]![0]) - 1; x += 1) {
      const upper = yAt(innerUpperChain, x + 0.5);
      const lower = yAt(innerLowerChain, x + 0.5);
      for (let y = Math.floor(upper) - 12; y < Math.ceil(lower) + 12; y += 1) {
        const offset = (y * widthPx + x) * 4;
        const isInGap = y + 0.5 > upper && y + 0.5 < lower;
        const isBeyond = y + 1 < upper - 1 || y > lower + 1;
        if (isInGap) {
          gapPixels += 1;
          if (isTooth(photo.rgba, offset)) teethBefore += 1;
          if (isTooth(covered, offset)) teethAfter += 1;
          // Her lips are far redder than her teeth and skin.
          if (covered[offset]! - covered[offset + 1]! > 30) lipColoured += 1;
        }
        if (isBeyond && source[offset / 4] !== new Uint32Array(photo.rgba.buffer, photo.rgba.byteOffset)[offset / 4]) changedBeyond += 1;
      }
    }
    expect(teethBefore).toBeGreaterThan(gapPixels * 0.3);
    expect(teethAfter).toBe(0);
    expect(lipColoured).toBeGreaterThan(gapPixels * 0.9);
    expect(changedBeyond).toBe(0);
  });
});
