import type { StoredFile } from '@talkreel/contract';

/** The query parameters that hand a stored photo to the talking-photo page. */
export const TALKING_PHOTO_HANDOVER_PARAMS = ['photo', 'name'] as const;

/** Where the server serves stored files: only its own files are taken from the address. */
const STORED_FILE_PREFIX = '/files/';

/**
 * `/talking-photo?source=home&photo=<full_path>&name=<file name>`: where
 * Home's 'Upload a file' sends a photo (spec §2: the talking-photo route is
 * the photo upload entry), which the page then checks as its own upload.
 */
export function talkingPhotoPathFor(file: Pick<StoredFile, 'full_path' | 'file_name'>): string {
  return `/talking-photo?${new URLSearchParams({ source: 'home', photo: file.full_path, name: file.file_name }).toString()}`;
}

/** The photo handed over in the address, or null when there is none (or it is not one of this server's stored files). */
export function readHandedOverPhoto(searchParams: URLSearchParams): Pick<StoredFile, 'full_path' | 'file_name'> | null {
  const fullPath = searchParams.get('photo');
  if (!fullPath?.startsWith(STORED_FILE_PREFIX)) return null;
  return { full_path: fullPath, file_name: searchParams.get('name') || 'photo' };
}
