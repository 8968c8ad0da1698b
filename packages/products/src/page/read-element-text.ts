import { toPlainText } from './to-plain-text.ts';

/**
 * An element's text as a reader sees it: a line break where a paragraph,
 * list item or `<br>` ends one (plain `textContent` glues "…PackFor use…"),
 * entities decoded once.
 */
export function readElementText(element: Element): string {
  const html = element.innerHTML;
  return /[<&]/u.test(html) ? toPlainText(html) : toPlainText(element.textContent ?? '');
}
