/**
 * Just enough XML for the parts of an XLSX a sheet's values live in. Excel,
 * LibreOffice, Google Sheets and the OpenXML SDK write these parts flat and
 * regular; element names may carry a namespace prefix (`x:row`).
 */

const prefix = '(?:[A-Za-z_][\\w.-]*:)?';

/** Every `<name …>…</name>` or `<name …/>` in `xml`: its attributes text and its content ('' when self-closed). */
export function* elementsNamed(xml: string, name: string): Generator<{ attributes: string; content: string }> {
  const pattern = new RegExp(`<${prefix}${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${prefix}${name}>)`, 'g');
  for (const match of xml.matchAll(pattern)) yield { attributes: match[1] ?? '', content: match[2] ?? '' };
}

/** The value of attribute `name` (any prefix, e.g. `r:id` for `id`), decoded; undefined when absent. */
export function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${prefix}${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  if (match === null) return undefined;
  return decodeXmlText(match[1] ?? match[2] ?? '');
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML entities and character references, then OOXML's `_xHHHH_` escapes (how Excel stores control characters). */
export function decodeXmlText(text: string): string {
  return text
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, entity: string) => {
      if (!entity.startsWith('#')) return namedEntities[entity] ?? whole;
      const codePoint = entity.startsWith('#x') ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    })
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The text of a shared string or inline string: every `<t>` run joined, the
 * phonetic guides (`<rPh>`, furigana) left out.
 */
export function richText(xml: string): string {
  const withoutPhonetics = xml.replace(new RegExp(`<${prefix}rPh\\b[\\s\\S]*?</${prefix}rPh>`, 'g'), '');
  let text = '';
  for (const run of elementsNamed(withoutPhonetics, 't')) text += decodeXmlText(run.content);
  return text;
}
