import { SheetError } from './sheet-error.ts';

/**
 * Just enough XML for the parts of an XLSX a sheet's values live in. Excel,
 * LibreOffice, Google Sheets and the OpenXML SDK write these parts flat and
 * regular; element names may carry a namespace prefix (`x:row`).
 */

const prefix = '(?:[A-Za-z_][\\w.-]*:)?';

/**
 * Every `<name …>…</name>` or `<name …/>` in `xml`: its attributes text and its
 * content ('' when self-closed). Linear in the text whatever it holds: an
 * opening tag's attributes stop at the next `<`, each element is skipped past
 * once found, and an element that is never closed ends the reading as
 * damaged (a regular expression searching on would make a hostile part of
 * 20 MB take hours). Elements of one name never nest in the parts read here.
 */
export function* elementsNamed(xml: string, name: string): Generator<{ attributes: string; content: string }> {
  const opening = new RegExp(`<${prefix}${name}(?=[\\s/>])([^<>]*)>`, 'g');
  const closing = new RegExp(`</${prefix}${name}\\s*>`, 'g');
  for (let match = opening.exec(xml); match !== null; match = opening.exec(xml)) {
    const attributes = match[1] ?? '';
    if (attributes.endsWith('/')) {
      yield { attributes: attributes.slice(0, -1), content: '' };
      continue;
    }
    closing.lastIndex = opening.lastIndex;
    const end = closing.exec(xml);
    if (end === null) throw new SheetError('damaged_xlsx', `The XLSX file is damaged (a ${name} element is not closed): save it again and upload it`);
    yield { attributes, content: xml.slice(opening.lastIndex, end.index) };
    opening.lastIndex = closing.lastIndex;
  }
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
  let text = '';
  for (const run of elementsNamed(xml, 'r')) for (const part of elementsNamed(run.content, 't')) text += decodeXmlText(part.content);
  if (text !== '') return text;
  // No runs: the text is the element's own `<t>`, the first one (phonetic guides come after it, inside `<rPh>`).
  const plain = elementsNamed(xml, 't').next();
  return plain.done === true ? '' : decodeXmlText(plain.value.content);
}
