import { podcastOrigins } from '@talkreel/contract';

/** The podcast page's address. */
export const PODCAST_PATH = '/video-podcast';
/** The podcast page's one query parameter (spec §2 Routes: a single encoded JSON value). */
export const PODCAST_ROUTE_PARAM = 'data';

/** A stored document, by its path on the server and its file name. */
interface HandedOverDocument {
  path: string;
  name: string;
}

/**
 * `/video-podcast?data=` holding only `selectRadio` 5 and `fileData`: the
 * podcast form, opened on the PDF source with that document already
 * uploaded (where Home's 'Upload a file' sends a PDF).
 */
export function podcastFormPathFor(document: HandedOverDocument): string {
  return `${PODCAST_PATH}?${PODCAST_ROUTE_PARAM}=${encodeURIComponent(JSON.stringify({ selectRadio: podcastOrigins.document, fileData: document }))}`;
}
