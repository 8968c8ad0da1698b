import { resolvePageUrl } from '../page/parse-product-page.ts';
import { normaliseWhitespace, toPlainText } from '../page/to-plain-text.ts';

/**
 * A schema.org item as JSON-LD writes it, and as the microdata and RDFa
 * readers build it: `@type` (a name, a prefixed name or a full IRI, or a list
 * of them), `@id`, and properties whose values are strings, numbers, nested
 * items or lists of these.
 */
export type SchemaOrgNode = { readonly [property: string]: unknown };

export function isSchemaOrgNode(value: unknown): value is SchemaOrgNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `Product` for `Product`, `schema:Product`, `https://schema.org/Product`. */
export function readNodeTypes(node: SchemaOrgNode): string[] {
  const declared = node['@type'] ?? node.type;
  return toList(declared)
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/#:]/u, ''));
}

export function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

/** Every node with an `@id` and properties, so that `{"@id": …}` references can be followed. */
export function indexNodesById(values: readonly unknown[]): Map<string, SchemaOrgNode> {
  const index = new Map<string, SchemaOrgNode>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 64) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isSchemaOrgNode(value)) {
      const id = value['@id'];
      if (typeof id === 'string' && Object.keys(value).length > 1 && !index.has(id)) index.set(id, value);
      for (const child of Object.values(value)) visit(child, depth + 1);
    }
  };
  for (const value of values) visit(value, 0);
  return index;
}

/** A node that is only a reference (`{"@id": …}`) replaced by the node it names, when the page has it. */
export function followReference(value: unknown, index: ReadonlyMap<string, SchemaOrgNode>): unknown {
  if (!isSchemaOrgNode(value)) return value;
  const id = value['@id'];
  const isReference = typeof id === 'string' && Object.keys(value).every((key) => key === '@id' || key === '@type');
  return isReference ? (index.get(id) ?? value) : value;
}

/**
 * How string values are written: `markup` in JSON-LD, where descriptions
 * carry `<br/>` and `&quot;` that are turned into text; `plain` from the
 * microdata and RDFa readers, which already read the page's text.
 */
export type SchemaOrgTextFormat = 'markup' | 'plain';

/**
 * The readable text of a value: a string, a number, a `{"@value"}`, a named
 * node (`{"@type": "Brand", "name": …}`), or the English (else first) entry
 * of a language-tagged list.
 */
export function readNodeText(value: unknown, index: ReadonlyMap<string, SchemaOrgNode>, format: SchemaOrgTextFormat): string | undefined {
  const candidates = toList(value).map((item) => followReference(item, index));
  const english = candidates.find((item) => isSchemaOrgNode(item) && typeof item['@language'] === 'string' && item['@language'].toLowerCase().startsWith('en'));
  for (const candidate of english ? [english, ...candidates] : candidates) {
    const text = readSingleText(candidate, format);
    if (text) return text;
  }
  return undefined;
}

function readSingleText(value: unknown, format: SchemaOrgTextFormat): string | undefined {
  if (typeof value === 'string') return (format === 'markup' ? toPlainText(value) : normaliseWhitespace(value)) || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (!isSchemaOrgNode(value)) return undefined;
  return readSingleText(value['@value'], format) ?? readSingleText(value.name, format);
}

/** A size in pixels: `600`, `"600"`, `"600 px"`, `{"@type": "QuantitativeValue", "value": 600}`. */
export function readPixelSize(value: unknown): number | undefined {
  const first = toList(value)[0];
  if (typeof first === 'number') return first > 0 ? Math.round(first) : undefined;
  if (typeof first === 'string') {
    const parsed = Number.parseInt(first, 10);
    return parsed > 0 ? parsed : undefined;
  }
  return isSchemaOrgNode(first) ? readPixelSize(first.value ?? first['@value']) : undefined;
}

/** A URL property (a string, an ImageObject's `url`/`contentUrl`) resolved against the page. */
export function readNodeUrl(value: unknown, baseUrl: string): string | undefined {
  if (typeof value === 'string') return resolvePageUrl(value, baseUrl);
  if (!isSchemaOrgNode(value)) return undefined;
  const candidate = toList(value.contentUrl ?? value.url)[0];
  return typeof candidate === 'string' ? resolvePageUrl(candidate, baseUrl) : undefined;
}
