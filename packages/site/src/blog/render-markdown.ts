import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../html/escape-html.ts';

const isSafeHref = (href: string) => /^(?:https?:\/\/|mailto:|\/|#|\.{0,2}\/)/iu.test(href) || !/^[a-z][a-z0-9+.-]*:/iu.test(href);

/**
 * Markdown to HTML. The articles are repository content, but raw HTML in them
 * is shown as text, not run, and links keep to http(s), mailto and relative
 * addresses (a `javascript:` link becomes plain text).
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      if (!isSafeHref(token.href)) return text;
      const isExternal = /^https?:\/\//iu.test(token.href);
      return `<a href="${escapeHtml(token.href)}"${isExternal ? ' rel="noopener"' : ''}>${text}</a>`;
    },
    image: (token: Tokens.Image) =>
      isSafeHref(token.href) ? `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}" loading="lazy" decoding="async">` : escapeHtml(token.text),
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
