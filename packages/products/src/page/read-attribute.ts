/**
 * An attribute by name in any letter case. HTML attribute names are
 * case-insensitive (`typeOf`, `ITEMSCOPE`), but linkedom keeps them as
 * written, so `getAttribute('typeof')` misses `typeOf`.
 */
export function readAttribute(element: Element, name: string): string | null {
  const exact = element.getAttribute(name);
  if (exact !== null) return exact;
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.name.length === name.length && attribute.name.toLowerCase() === name) return attribute.value;
  }
  return null;
}

export function hasAttribute(element: Element, name: string): boolean {
  return readAttribute(element, name) !== null;
}

/** An attribute of the first element `selector` matches; null when nothing matches or it has no such attribute. */
export function readSelectedAttribute(root: ParentNode, selector: string, name: string): string | null {
  const element = root.querySelector(selector);
  return element ? readAttribute(element, name) : null;
}
