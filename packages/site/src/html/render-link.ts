import { escapeHtml } from './escape-html.ts';

/** A link styled as a button or text link; an http(s) address opens in a new tab. */
export function renderLink(href: string, text: string, className = 'button'): string {
  const external = /^https?:/u.test(href) ? ' target="_blank" rel="noopener"' : '';
  return `<a class="${className}" href="${escapeHtml(href)}"${external}>${escapeHtml(text)}</a>`;
}
