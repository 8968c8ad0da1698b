import { describe, expect, it } from 'vitest';
import { fitMedia } from './fit-media.ts';

describe('fitMedia', () => {
  it('cover crops a wide source to a tall box, centred or anchored', () => {
    expect(fitMedia(1600, 900, 300, 900, 'cover')).toEqual({
      source: { x: 650, y: 0, width: 300, height: 900 },
      destination: { x: 0, y: 0, width: 300, height: 900 },
    });
    expect(fitMedia(1600, 900, 300, 900, 'cover', 'left').source.x).toBe(0);
    expect(fitMedia(1600, 900, 300, 900, 'cover', 'right').source.x).toBe(1300);
    expect(fitMedia(900, 1600, 900, 300, 'cover', 'top').source).toEqual({ x: 0, y: 0, width: 900, height: 300 });
  });

  it('contain letterboxes inside the box', () => {
    expect(fitMedia(1600, 900, 800, 800, 'contain')).toEqual({
      source: { x: 0, y: 0, width: 1600, height: 900 },
      destination: { x: 0, y: 175, width: 800, height: 450 },
    });
    expect(fitMedia(1600, 900, 800, 800, 'contain', 'bottom').destination.y).toBe(350);
  });

  it('fill stretches the whole source over the box', () => {
    expect(fitMedia(10, 20, 300, 100, 'fill').destination).toEqual({ x: 0, y: 0, width: 300, height: 100 });
  });
});
