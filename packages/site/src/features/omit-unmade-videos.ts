/** Whether a list item holds a site video (`{ video: { name, alt }, … }`) named in `names`. */
function holdsVideoOf(item: unknown, names: ReadonlySet<string>): boolean {
  if (!item || typeof item !== 'object') return false;
  const video = (item as { video?: unknown }).video;
  return !!video && typeof video === 'object' && names.has(String((video as { name?: unknown }).name));
}

/**
 * A page's content without the list items (a translator banner's language, a
 * demo or hero list video, a use case) whose site video this server cannot
 * make, such as a translation into a language it has no translator for: a
 * page offers only videos that exist or are being rendered. A video outside
 * a list (the hero's own) stays.
 */
export function omitUnmadeVideos<Content>(content: Content, names: ReadonlySet<string>): Content {
  if (names.size === 0) return content;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !holdsVideoOf(item, names)).map(visit);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item)]));
    return value;
  };
  return visit(content) as Content;
}
