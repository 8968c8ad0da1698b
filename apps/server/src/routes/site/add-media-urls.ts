import { siteVideoPath, siteVideoPosterPath } from '@talkreel/site';

/**
 * Every `{ file, alt }` image in a value given its `url` (`/site/media/<file>`),
 * and every `{ name, alt }` site video its `url` and `coverUrl` (`/site/videos/<name>.mp4`, `.jpg`), as a client needs them.
 */
export function addMediaUrls<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map((item: unknown) => addMediaUrls(item)) as Value;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, addMediaUrls(item)]);
    const record = Object.fromEntries(entries) as Record<string, unknown>;
    if (typeof record.file === 'string' && typeof record.alt === 'string') record.url = `/site/media/${record.file}`;
    else if (typeof record.name === 'string' && typeof record.alt === 'string' && entries.length === 2) {
      record.url = siteVideoPath(record.name);
      record.coverUrl = siteVideoPosterPath(record.name);
    }
    return record as Value;
  }
  return value;
}
