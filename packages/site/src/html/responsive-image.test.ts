import { describe, expect, it } from 'vitest';
import { buildImageSrcset } from './responsive-image.ts';

describe('buildImageSrcset', () => {
  it('lists the smaller widths, then the picture’s own', () => {
    expect(buildImageSrcset('/site/media/a.png', 1440)).toBe(
      '/site/media/a.png?w=480 480w, /site/media/a.png?w=720 720w, /site/media/a.png?w=960 960w, /site/media/a.png?w=1440 1440w',
    );
    expect(buildImageSrcset('/blog/covers/b.png', 800)).toBe('/blog/covers/b.png?w=480 480w, /blog/covers/b.png?w=720 720w, /blog/covers/b.png?w=800 800w');
    expect(buildImageSrcset('/blog/covers/c.png', 300)).toBe('/blog/covers/c.png?w=300 300w');
  });
});
