import { resolvePageUrl } from '../page/parse-product-page.ts';
import { hasAttribute, readAttribute } from '../page/read-attribute.ts';
import { readElementText } from '../page/read-element-text.ts';
import type { SchemaOrgNode } from './schema-org-node.ts';

/** Elements whose value is a URL, by tag (HTML's microdata rules). */
const sourceUrlTags = new Set(['AUDIO', 'EMBED', 'IFRAME', 'IMG', 'SOURCE', 'TRACK', 'VIDEO']);
const linkUrlTags = new Set(['A', 'AREA', 'LINK']);

/**
 * The page's top-level microdata items (`itemscope` without `itemprop`), in
 * document order, as schema.org nodes: `itemtype` becomes `@type`, `itemid`
 * `@id`, each `itemprop` a property (a repeated one a list). Properties are
 * found as HTML's microdata algorithm finds them, `itemref` included (a
 * referenced element that is an item of its own lends its properties too).
 * Beyond the standard, a `content` attribute on any element gives its value
 * (`<span itemprop="price" content="1000.00">1,000.00</span>`), as search
 * engines read it.
 */
export function readMicrodataItems(page: { document: Document; html: string; baseUrl: string }): SchemaOrgNode[] {
  const spellings = new Set(page.html.match(/\sitemscope\b/giu)?.map((spelling) => spelling.trim()));
  if (spellings.size === 0) return [];
  // The selector matches the usual lower-case spelling only; any other spelling needs every element looked at.
  const candidates = spellings.size === 1 && spellings.has('itemscope') ? page.document.querySelectorAll('[itemscope]') : page.document.querySelectorAll('*');
  const scoped = Array.from(candidates).filter((element) => hasAttribute(element, 'itemscope'));
  return scoped.filter((element) => !hasAttribute(element, 'itemprop')).map((element) => readItem(element, page, new Set([element])));
}

function readItem(element: Element, page: { document: Document; baseUrl: string }, ancestors: ReadonlySet<Element>): SchemaOrgNode {
  const node: Record<string, unknown> = {};
  const types = (readAttribute(element, 'itemtype') ?? '').split(/\s+/u).filter(Boolean);
  if (types.length > 0) node['@type'] = types.length === 1 ? types[0] : types;
  const id = readAttribute(element, 'itemid');
  if (id) node['@id'] = id;
  for (const property of findProperties(element, page.document)) {
    const names = (readAttribute(property, 'itemprop') ?? '').split(/\s+/u).filter(Boolean);
    const value =
      hasAttribute(property, 'itemscope') && !ancestors.has(property)
        ? readItem(property, page, new Set([...ancestors, property]))
        : readValue(property, page.baseUrl);
    for (const name of names) {
      const existing = node[name];
      node[name] = existing === undefined ? value : Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
    }
  }
  return node;
}

/** The item's property elements: its subtree without nested items' insides, plus `itemref`'d elements; in document order. */
function findProperties(root: Element, document: Document): Element[] {
  const referenced = new Set<Element>(
    (readAttribute(root, 'itemref') ?? '')
      .split(/\s+/u)
      .filter(Boolean)
      .flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [element] : [];
      }),
  );
  const pending = [...[...referenced].reverse(), ...Array.from(root.children).reverse()];
  const visited = new Set<Element>();
  const properties: Element[] = [];
  while (pending.length > 0) {
    const element = pending.pop() as Element;
    if (visited.has(element) || element === root) continue;
    visited.add(element);
    const isProperty = hasAttribute(element, 'itemprop');
    if (isProperty) properties.push(element);
    // A referenced item that is not itself a property lends its properties too (as extruct reads it; HTML's algorithm stops there).
    const isReferencedItem = referenced.has(element) && !isProperty;
    if (!hasAttribute(element, 'itemscope') || isReferencedItem) pending.push(...Array.from(element.children).reverse());
  }
  return properties;
}

function readValue(element: Element, baseUrl: string): string {
  const content = readAttribute(element, 'content');
  if (content !== null) return content.trim();
  const tag = element.tagName.toUpperCase();
  if (tag === 'META') return '';
  if (sourceUrlTags.has(tag)) return resolvePageUrl(readAttribute(element, 'src') ?? readAttribute(element, 'href'), baseUrl) ?? '';
  if (linkUrlTags.has(tag)) return resolvePageUrl(readAttribute(element, 'href'), baseUrl) ?? '';
  if (tag === 'OBJECT') return resolvePageUrl(readAttribute(element, 'data'), baseUrl) ?? '';
  if (tag === 'DATA' || tag === 'METER') return readAttribute(element, 'value') ?? '';
  if (tag === 'TIME') return readAttribute(element, 'datetime') ?? readElementText(element);
  return readElementText(element);
}
