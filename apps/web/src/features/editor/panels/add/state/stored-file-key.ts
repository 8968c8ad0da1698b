import type { StoredFile } from '@talkreel/contract';

/** Where the server's own storage serves files: `/files/<key>?expires=…&signature=…`. */
const localFilesPrefix = '/files/';

/**
 * What an element's `path` keeps for an upload: its storage key, which does
 * not expire (the server turns it into a read URL when it sends the
 * workspace). `full_path` is a read URL; after a MOV conversion it points at
 * the MP4 while `key` still names the MOV, so the key is read from the URL
 * where the server's own storage made it. A converted file on other storage
 * keeps its URL, which the render reads as well.
 */
export function storedFileKey(file: Pick<StoredFile, 'full_path' | 'key'>): string {
  const url = new URL(file.full_path, 'http://localhost');
  if (file.full_path.startsWith(localFilesPrefix)) return decodeURIComponent(url.pathname.slice(localFilesPrefix.length));
  const isKeysUrl = url.pathname.endsWith(`/${file.key}`) || decodeURIComponent(url.pathname).endsWith(`/${file.key}`);
  return isKeysUrl ? file.key : file.full_path;
}
