import { z } from 'zod';

/**
 * Where a podcast's script comes from, as the API numbers it (spec §3
 * 'Podcast options'): a website, a YouTube video, another link (read as a
 * website), a long text, a document (its text pasted, or a PDF/DOCX/TXT as
 * `file_path`), an uploaded finished script, an uploaded recording.
 */
export const podcastOrigins = {
  website: 1,
  youtube: 2,
  otherLink: 3,
  longText: 4,
  document: 5,
  uploadedScript: 6,
  uploadedAudio: 7,
} as const;

/** One of the origin codes 1 to 7 of `podcastOrigins`. */
export type PodcastOrigin = (typeof podcastOrigins)[keyof typeof podcastOrigins];

/** A podcast origin on the wire: one of the codes of `podcastOrigins`. */
export const PodcastOriginSchema = z.literal(Object.values(podcastOrigins), { error: 'Origin is a number from 1 to 7' });

/** Origins whose input is a link (`url`): a website, a YouTube video or another link. */
export function isLinkOrigin(origin: PodcastOrigin): boolean {
  return origin === podcastOrigins.website || origin === podcastOrigins.youtube || origin === podcastOrigins.otherLink;
}

/** Origins whose input is a finished file the writer does not write from (`file_path`): an uploaded script or recording. */
export function isUploadOrigin(origin: PodcastOrigin): boolean {
  return origin === podcastOrigins.uploadedScript || origin === podcastOrigins.uploadedAudio;
}
