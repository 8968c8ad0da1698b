import { resolvePageUrl } from '../page/parse-product-page.ts';
import { readAttribute } from '../page/read-attribute.ts';
import { readElementText } from '../page/read-element-text.ts';
import type { SchemaOrgNode } from './schema-org-node.ts';

/** Elements whose `href`/`src` is the value of their property (RDFa 1.1). */
const urlValueTags = new Set(['A', 'AREA', 'LINK', 'IMG', 'AUDIO', 'VIDEO', 'SOURCE', 'IFRAME', 'EMBED']);
const schemaVocabularyPattern = /^https?:\/\/schema\.org\/?$/iu;

interface RdfaContext {
  isSchemaVocabulary: boolean;
  subject?: Record<string, unknown>;
}

/**
 * The page's schema.org items written in RDFa (Lite): `vocab`, `typeof`,
 * `property`, `content`, `href`/`src`/`resource`, as schema.org nodes in
 * document order. A `typeof` with a `property` is the value of that property
 * on the enclosing item; a `typeof` without one starts a new top-level item.
 * Properties of other vocabularies (`og:`, `fb:`) and properties outside any
 * item are left out.
 */
export function readRdfaItems(page: { document: Document; html: string; baseUrl: string }): SchemaOrgNode[] {
  if (!/\stypeof\s*=/iu.test(page.html)) return [];
  const items: SchemaOrgNode[] = [];
  const root = page.document.documentElement;
  // Pages that write `typeof="Product"` without any `vocab` mean schema.org nearly always; another `vocab` turns this off.
  if (root) visit(root, { isSchemaVocabulary: true }, items, page.baseUrl, 0);
  return items;
}

function visit(element: Element, context: RdfaContext, items: SchemaOrgNode[], baseUrl: string, depth: number): void {
  if (depth > 256) return;
  const vocab = readAttribute(element, 'vocab');
  const isSchemaVocabulary = vocab === null ? context.isSchemaVocabulary : schemaVocabularyPattern.test(vocab.trim());
  const properties = toSchemaNames(readAttribute(element, 'property'), isSchemaVocabulary);
  const declaredTypes = readAttribute(element, 'typeof');
  let subject = context.subject;
  if (declaredTypes !== null) {
    const types = toSchemaNames(declaredTypes, isSchemaVocabulary);
    if (types.length > 0) {
      const item: Record<string, unknown> = { '@type': types.length === 1 ? types[0] : types };
      if (properties.length > 0 && context.subject) for (const name of properties) addValue(context.subject, name, item);
      else items.push(item);
      subject = item;
    }
  } else if (properties.length > 0 && context.subject) {
    const value = readValue(element, baseUrl);
    for (const name of properties) addValue(context.subject, name, value);
  }
  for (const child of Array.from(element.children)) visit(child, { isSchemaVocabulary, ...(subject ? { subject } : {}) }, items, baseUrl, depth + 1);
}

/** `name`, `schema:name` or `https://schema.org/name` → `name`; names of other vocabularies are dropped. */
function toSchemaNames(attribute: string | null, isSchemaVocabulary: boolean): string[] {
  return (attribute ?? '')
    .split(/\s+/u)
    .filter(Boolean)
    .flatMap((name) => {
      const full = /^https?:\/\/schema\.org\/(.+)$/iu.exec(name)?.[1];
      if (full) return [full];
      const prefixed = /^schema:(.+)$/u.exec(name)?.[1];
      if (prefixed) return [prefixed];
      return isSchemaVocabulary && !name.includes(':') ? [name] : [];
    });
}

function addValue(subject: Record<string, unknown>, name: string, value: unknown): void {
  const existing = subject[name];
  subject[name] = existing === undefined ? value : Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
}

function readValue(element: Element, baseUrl: string): string {
  const content = readAttribute(element, 'content');
  if (content !== null) return content.trim();
  const resource = readAttribute(element, 'resource');
  if (resource !== null) return resolvePageUrl(resource, baseUrl) ?? resource;
  const tag = element.tagName.toUpperCase();
  if (urlValueTags.has(tag)) {
    const url = resolvePageUrl(readAttribute(element, 'href') ?? readAttribute(element, 'src'), baseUrl);
    if (url) return url;
  }
  if (tag === 'TIME') return readAttribute(element, 'datetime') ?? readElementText(element);
  return readElementText(element);
}
