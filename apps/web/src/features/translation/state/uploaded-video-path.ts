import type { StoredFile } from '@talkreel/contract';

/** Where the server's own storage serves files: `/files/<key>?expires=…&signature=…`. */
const LOCAL_FILES_PREFIX = '/files/';

/**
 * The `file_path` a translation is asked for: the upload's storage key. After
 * a MOV conversion `full_path` is the MP4 while `key` still names the MOV,
 * so on the server's own storage the key is read from the MP4's address;
 * elsewhere a converted file is sent by its address. (The editor keeps the
 * same rule for its elements' paths.)
 */
export function uploadedVideoPath(file: Pick<StoredFile, 'full_path' | 'key'>): string {
  const url = new URL(file.full_path, 'http://localhost');
  if (file.full_path.startsWith(LOCAL_FILES_PREFIX)) return decodeURIComponent(url.pathname.slice(LOCAL_FILES_PREFIX.length));
  const isKeysAddress = url.pathname.endsWith(`/${file.key}`) || decodeURIComponent(url.pathname).endsWith(`/${file.key}`);
  return isKeysAddress ? file.key : file.full_path;
}
