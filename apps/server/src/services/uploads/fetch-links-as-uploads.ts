import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BusinessCode, UPLOAD_RULES, type UploadPurpose } from '@talkreel/contract';
import type { FileRow, Runtime } from '@talkreel/platform';
import { createSafeFetcher, SourceError, type UrlFetcher } from '@talkreel/sources';
import { ApiError } from '../../plugins/api-error.ts';
import { storeUpload } from './store-upload.ts';

/** The purpose a fetched picture or video is stored under: the one the batch and product pages' own uploads use. */
const linkPurpose: UploadPurpose = 'product_media';
/** Links fetched at once for one call (a sheet, a product's media). */
const linkConcurrency = 6;
/** One link: DNS, connection, redirects and body. */
const linkTimeoutMs = 10_000;
/** The longest link kept: the link is the stored file's name, so a second use of the link finds it. */
export const maxMediaLinkLength = 255;

const acceptedContentTypes = {
  image: ['image/png', 'image/jpeg', 'image/jpg', 'image/webp', 'application/octet-stream', 'binary/octet-stream'],
  video: ['video/mp4', 'video/quicktime', 'video/webm', 'application/octet-stream', 'binary/octet-stream'],
} as const;

export type LinkedMediaKind = keyof typeof acceptedContentTypes;

export type LinkedMediaResult = { ok: true; file: Pick<FileRow, 'storage_key' | 'kind'> } | { ok: false; problem: string };

/** Whether a value is a link to fetch (rather than the name of a file added on the page). */
export function isMediaLink(cell: string): boolean {
  return /^https?:\/\//iu.test(cell);
}

/** The fetcher for media links: public addresses only (a test may name its local server in FETCH_ALLOW_HOSTS). */
export function createLinkFetcher(runtime: Pick<Runtime, 'config'>): UrlFetcher {
  const allowHosts = runtime.config.FETCH_ALLOW_HOSTS?.split(',');
  return createSafeFetcher({
    timeoutMs: linkTimeoutMs,
    userAgent: 'Mozilla/5.0 (compatible; TalkreelBot/1.0; +media link)',
    ...(allowHosts ? { allowHosts } : {}),
  });
}

/** The bytes a link may bring: the batch page's own upload limits. */
function maxLinkBytes(kind: LinkedMediaKind): number {
  const rule = UPLOAD_RULES[linkPurpose];
  return kind === 'image' ? (rule.maxImageBytes ?? rule.maxBytes) : rule.maxBytes;
}

/** What a person reads when a link cannot be used: the fetcher's own words for its refusals, the upload rules' for the bytes. */
function problemOf(error: unknown, kind: LinkedMediaKind): string {
  const notIt = kind === 'image' ? 'not an image (PNG, JPEG or WebP)' : 'not a video (MP4, MOV or WebM)';
  if (error instanceof SourceError) {
    if (error.reason === 'unsupported_content') return notIt;
    if (error.reason === 'too_large')
      return `the ${kind === 'image' ? 'picture' : 'video'} behind the link is larger than ${maxLinkBytes(kind) / 1024 / 1024} MB`;
    return `the link could not be fetched: ${error.message}`;
  }
  if (error instanceof ApiError) return error.code === BusinessCode.unsupportedFileType ? notIt : error.message;
  throw error;
}

/**
 * Fetches picture and video links (a batch sheet's, a product page's) through the SSRF-safe
 * fetcher and stores each as the person's upload, named by its link, exactly
 * as if they had added it on the page (type by its bytes, size and pixel
 * caps, metadata stripped). A link this person's earlier call already
 * fetched is not fetched again. Every link gets an answer; none throws.
 */
export async function fetchLinksAsUploads(
  runtime: Runtime,
  ownerId: string,
  links: ReadonlyMap<string, LinkedMediaKind>,
  fetcher: UrlFetcher,
): Promise<Map<string, LinkedMediaResult>> {
  const results = new Map<string, LinkedMediaResult>();
  const kinds = { image: ['png', 'jpg', 'webp'], video: ['mp4', 'mov', 'webm'] } as const;
  const earlier = await runtime.repositories.files.findLatestOwnedByNames(
    ownerId,
    [...links.keys()].filter((link) => link.length <= maxMediaLinkLength),
    [...kinds.image, ...kinds.video],
  );
  const queue: [string, LinkedMediaKind][] = [];
  for (const [link, kind] of links) {
    const stored = earlier.get(link.toLowerCase());
    if (link.length > maxMediaLinkLength) results.set(link, { ok: false, problem: `the link is longer than ${maxMediaLinkLength} characters` });
    else if (stored && (kinds[kind] as readonly string[]).includes(stored.kind)) results.set(link, { ok: true, file: stored });
    else queue.push([link, kind]);
  }

  const fetchOne = async (link: string, kind: LinkedMediaKind): Promise<LinkedMediaResult> => {
    try {
      const fetched = await fetcher.fetch(link, { accept: acceptedContentTypes[kind], maxBytes: maxLinkBytes(kind) });
      if (fetched.status < 200 || fetched.status >= 300) return { ok: false, problem: `the link answered ${fetched.status}` };
      const tempPath = path.join(runtime.tempDir, `media-link-${randomUUID()}`);
      await writeFile(tempPath, fetched.body);
      const stored = await storeUpload(runtime, { tempPath, sizeBytes: fetched.body.length, originalName: link, purpose: linkPurpose, ownerId });
      if (!(kinds[kind] as readonly string[]).includes(stored.file_type)) {
        return { ok: false, problem: problemOf(new ApiError(BusinessCode.unsupportedFileType, ''), kind) };
      }
      return { ok: true, file: { storage_key: stored.key, kind: stored.file_type } };
    } catch (error) {
      return { ok: false, problem: problemOf(error, kind) };
    }
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < queue.length) {
      const [link, kind] = queue[next++]!;
      results.set(link, await fetchOne(link, kind));
    }
  };
  await Promise.all(Array.from({ length: Math.min(linkConcurrency, queue.length) }, worker));
  return results;
}
