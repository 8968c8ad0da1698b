import { describe, expect, it } from 'vitest';
import type { BlogPicture } from './blog-article.ts';
import { findMarkdownImages, renderMarkdown } from './render-markdown.ts';

const pictures = new Map<string, BlogPicture>([['podcast-editor.png', { file: 'podcast-editor.png', widthPx: 1440, heightPx: 960 }]]);

describe('renderMarkdown', () => {
  it('makes a picture alone in its paragraph a figure: served beside the covers, its size, alt, lazy, the title as caption', () => {
    const html = renderMarkdown('Before.\n\n![The podcast script editor](podcast-editor.png "Edit turn by turn")\n\nAfter.', pictures);
    expect(html).toBe(
      '<p>Before.</p>\n<figure class="picture"><img src="/blog/covers/podcast-editor.png" width="1440" height="960" alt="The podcast script editor" loading="lazy" decoding="async"><figcaption>Edit turn by turn</figcaption></figure>\n<p>After.</p>\n',
    );
  });

  it('keeps a picture inside a sentence in its paragraph, sized, and escapes its alt', () => {
    const html = renderMarkdown('See ![the "editor" <here>](podcast-editor.png) now.', pictures);
    expect(html).toBe(
      '<p>See <img src="/blog/covers/podcast-editor.png" width="1440" height="960" alt="the &#34;editor&#34; &#60;here&#62;" loading="lazy" decoding="async"> now.</p>\n',
    );
  });

  it('leaves an image it has no size for as a plain lazy image, and drops a javascript: one to its alt', () => {
    expect(renderMarkdown('![A face](other-shot.png)', pictures)).toBe('<p><img src="other-shot.png" alt="A face" loading="lazy" decoding="async"></p>\n');
    expect(renderMarkdown('![Click](javascript:alert(1))')).toBe('<p>Click</p>\n');
  });

  it('keeps links to the site relative and marks outside ones noopener', () => {
    expect(renderMarkdown('A [talking photo](/features/talking-photo/) or [docs](https://example.com/).')).toBe(
      '<p>A <a href="/features/talking-photo/">talking photo</a> or <a href="https://example.com/" rel="noopener">docs</a>.</p>\n',
    );
  });
});

describe('findMarkdownImages', () => {
  it('lists every image, in order, also inside lists and links, with its title when it has one', () => {
    const images = findMarkdownImages('![One](a.png)\n\n- item ![Two](b.png "Caption")\n\n[![Three](c.png)](/x)\n\nNo image here.');
    expect(images).toEqual([
      { href: 'a.png', alt: 'One' },
      { href: 'b.png', alt: 'Two', title: 'Caption' },
      { href: 'c.png', alt: 'Three' },
    ]);
  });
});
