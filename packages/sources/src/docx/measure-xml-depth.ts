/**
 * How deep the elements of an XML document nest, counting stops once past
 * `maxDepth` (then `maxDepth + 1`): a hostile document nests half a million
 * deep, and a parser that recurses (mammoth's does, once per element)
 * overflows its stack or spins on it. One pass over the text, no tree built.
 * Comments, CDATA, processing instructions and declarations are skipped; a
 * `>` inside a quoted attribute value does not end its tag.
 */
export function measureXmlDepth(xml: string, maxDepth: number): number {
  let depth = 0;
  let deepest = 0;
  let index = xml.indexOf('<');
  while (index !== -1) {
    const next = xml.charCodeAt(index + 1);
    let end: number;
    if (next === 0x2f /* / */) {
      depth -= 1;
      end = xml.indexOf('>', index);
    } else if (next === 0x3f /* ? */) {
      end = endAfter(xml, '?>', index + 2);
    } else if (xml.startsWith('<!--', index)) {
      end = endAfter(xml, '-->', index + 4);
    } else if (xml.startsWith('<![CDATA[', index)) {
      end = endAfter(xml, ']]>', index + 9);
    } else if (next === 0x21 /* ! */) {
      // A declaration (DOCTYPE, ENTITY): its internal subset's own declarations are met one by one.
      end = xml.indexOf('>', index);
    } else {
      end = findTagEnd(xml, index + 1);
      if (end !== -1 && xml.charCodeAt(end - 1) !== 0x2f /* / */) {
        depth += 1;
        if (depth > deepest) deepest = depth;
        if (deepest > maxDepth) return deepest;
      }
    }
    if (end === -1) break;
    index = xml.indexOf('<', end + 1);
  }
  return deepest;
}

/** The index of the last character of `terminator` found from `from`; -1 when there is none. */
function endAfter(xml: string, terminator: string, from: number): number {
  const start = xml.indexOf(terminator, from);
  return start === -1 ? -1 : start + terminator.length - 1;
}

/** The `>` closing a start tag, past quoted attribute values; -1 when the text ends first. */
function findTagEnd(xml: string, from: number): number {
  let index = from;
  while (index < xml.length) {
    const code = xml.charCodeAt(index);
    if (code === 0x3e /* > */) return index;
    if (code === 0x22 /* " */ || code === 0x27 /* ' */) {
      const close = xml.indexOf(xml[index]!, index + 1);
      if (close === -1) return -1;
      index = close + 1;
    } else {
      index += 1;
    }
  }
  return -1;
}
