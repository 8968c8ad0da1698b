import { describe, expect, it } from 'vitest';
import { findPreloadImageLink } from './find-preload-image.ts';

describe('findPreloadImageLink', () => {
  it('preloads the high-priority image with its srcset and sizes', () => {
    const html =
      '<img src="/site/media/a.png" loading="lazy"><img class="hero" src="/site/media/b.png" srcset="/site/media/b.png?w=480 480w, /site/media/b.png?w=1440 1440w" sizes="(max-width: 860px) calc(100vw - 40px), 600px" width="1440" height="960" alt="x" fetchpriority="high">';
    expect(findPreloadImageLink(html)).toBe(
      '</site/media/b.png>; rel=preload; as=image; fetchpriority=high; imagesrcset="/site/media/b.png?w=480 480w, /site/media/b.png?w=1440 1440w"; imagesizes="(max-width: 860px) calc(100vw - 40px), 600px"',
    );
  });

  it('gives nothing for a page whose images are all lazy', () => {
    expect(findPreloadImageLink('<img src="/blog/covers/a.png" loading="lazy">')).toBeUndefined();
    expect(findPreloadImageLink('<p>No pictures</p>')).toBeUndefined();
  });
});
