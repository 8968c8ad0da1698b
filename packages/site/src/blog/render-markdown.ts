import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../html/escape-html.ts';
import type { BlogPicture } from './blog-article.ts';
import { blogPaths } from './blog-paths.ts';

const isSafeHref = (href: string) => /^(?:https?:\/\/|mailto:|\/|#|\.{0,2}\/)/iu.test(href) || !/^[a-z][a-z0-9+.-]*:/iu.test(href);

/** An in-body picture is written `![alt](file.png)` (optionally `"caption"`), the file a PNG in docs/screenshots. */
export const pictureFileName = /^[a-z0-9][a-z0-9-]*\.png$/u;

/** One `![alt](href "title")` of a body, as written. */
export interface MarkdownImage {
  href: string;
  alt: string;
  title?: string;
}

/**
 * A screenshot with its real width and height, so the page does not move when it
 * arrives, lazy (it is below the cover). Served beside the covers; no srcset,
 * because the server's smaller copies are answered for cover widths only.
 */
function renderPicture(picture: BlogPicture, alt: string): string {
  return `<img src="${escapeHtml(blogPaths.cover(picture.file))}" width="${picture.widthPx}" height="${picture.heightPx}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
}

/**
 * Markdown to HTML. The articles are repository content, but raw HTML in them
 * is shown as text, not run, and links keep to http(s), mailto and relative
 * addresses (a `javascript:` link becomes plain text). An image alone in its
 * paragraph whose file is in `pictures` becomes a `<figure>`, its title the caption.
 */
function createMarkdown(pictures: ReadonlyMap<string, BlogPicture>): Marked {
  const findPicture = (token: Tokens.Image) => (pictureFileName.test(token.href) ? pictures.get(token.href) : undefined);
  return new Marked({
    gfm: true,
    renderer: {
      html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
      link(token: Tokens.Link) {
        const text = this.parser.parseInline(token.tokens);
        if (!isSafeHref(token.href)) return text;
        const isExternal = /^https?:\/\//iu.test(token.href);
        return `<a href="${escapeHtml(token.href)}"${isExternal ? ' rel="noopener"' : ''}>${text}</a>`;
      },
      paragraph(token: Tokens.Paragraph) {
        const content = token.tokens.filter((child) => !(child.type === 'text' && child.raw.trim() === ''));
        const only = content.length === 1 && content[0]?.type === 'image' ? (content[0] as Tokens.Image) : undefined;
        const picture = only && findPicture(only);
        if (only && picture) {
          const caption = only.title ? `<figcaption>${escapeHtml(only.title)}</figcaption>` : '';
          return `<figure class="picture">${renderPicture(picture, only.text)}${caption}</figure>\n`;
        }
        return `<p>${this.parser.parseInline(token.tokens)}</p>\n`;
      },
      image(token: Tokens.Image) {
        const picture = findPicture(token);
        if (picture) return renderPicture(picture, token.text);
        return isSafeHref(token.href)
          ? `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}" loading="lazy" decoding="async">`
          : escapeHtml(token.text);
      },
    },
  });
}

const plainMarkdown = createMarkdown(new Map());

/** Every image of a body, in order, as written (for the loader to check and size). */
export function findMarkdownImages(source: string): MarkdownImage[] {
  const images: MarkdownImage[] = [];
  // walkTokens returns what each call of the callback returned, so that async extensions can be awaited; this
  // callback is synchronous and returns nothing, so the list holds no promise to wait for.
  void plainMarkdown.walkTokens(plainMarkdown.lexer(source), (token) => {
    if (token.type === 'image') images.push({ href: token.href, alt: token.text, ...(token.title ? { title: token.title } : {}) });
  });
  return images;
}

/** The body as HTML; `pictures` are the screenshots it shows, by file name, with their sizes. */
export function renderMarkdown(source: string, pictures: ReadonlyMap<string, BlogPicture> = new Map()): string {
  return (pictures.size === 0 ? plainMarkdown : createMarkdown(pictures)).parse(source, { async: false });
}
