/** Elements that stand as paragraphs of their own: a blank line before and after. */
const paragraphElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dl',
  'div',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);

/** Elements that start a line of their own: list items, definitions, table rows. */
const lineElements = new Set(['caption', 'dd', 'dt', 'li', 'tr']);

const cellElements = new Set(['td', 'th']);

/** Elements whose content is not text a reader sees. */
const skippedElements = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'canvas',
  'svg',
  'button',
  'select',
  'textarea',
  'input',
]);

const textNode = 3;
const elementNode = 1;
const documentNode = 9;
const fragmentNode = 11;

/**
 * Where a block ends, marked in the text while it is gathered and turned into
 * new lines at the end: adjacent blocks (`</li><li>`, `</p></div>`) leave one
 * break, not one per element. Real new lines (`<br>`, `<pre>`) stay; two of
 * them in a row make a blank line.
 */
const paragraphBreak = '\u0002';
const lineBreak = '\u0001';

/**
 * The text a reader sees in a DOM subtree: paragraphs (blocks, headings,
 * lists) separated by a blank line, list items and `<br>` on lines of their
 * own, table cells side by side; runs of white space within a line become one
 * space, as the browser renders them. Walks with its own stack, so hostile
 * nesting cannot overflow the call stack.
 */
export function toVisibleText(root: Node): string {
  const pieces: string[] = [];
  const pending: (Node | string)[] = [root];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next === 'string') {
      pieces.push(next);
      continue;
    }
    const following = expand(next, pieces);
    for (let index = following.length - 1; index >= 0; index--) pending.push(following[index]!);
  }
  return pieces
    .join('')
    .replace(/[^\S\n]+/gu, ' ')
    .replace(/[\s\u0001\u0002]*[\n\u0001\u0002][\s\u0001\u0002]*/gu, (run) =>
      run.includes(paragraphBreak) || run.indexOf('\n') !== run.lastIndexOf('\n') ? '\n\n' : '\n',
    )
    .trim();
}

/** Writes what the node itself shows to `pieces`; returns what comes next, in reading order: its children between separators. */
function expand(node: Node, pieces: string[]): (Node | string)[] {
  if (node.nodeType === textNode) {
    pieces.push((node.nodeValue ?? '').replace(/[\u0001\u0002]/gu, '').replace(/\s+/gu, ' '));
    return [];
  }
  if (node.nodeType === documentNode || node.nodeType === fragmentNode) return Array.from(node.childNodes);
  if (node.nodeType !== elementNode) return [];
  const element = node as Element;
  const name = element.localName.toLowerCase();
  if (skippedElements.has(name) || element.hasAttribute('hidden')) return [];
  if (name === 'br') return ['\n'];
  if (name === 'pre') return [paragraphBreak, (element.textContent ?? '').replace(/[\u0001\u0002]/gu, ''), paragraphBreak];
  const separator = paragraphElements.has(name) ? paragraphBreak : lineElements.has(name) ? lineBreak : cellElements.has(name) ? ' ' : '';
  return [separator, ...Array.from(element.childNodes), separator];
}
