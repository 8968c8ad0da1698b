import { fetchLipSyncService } from './fetch-lip-sync-service.ts';
import { LipSyncEngineError, type LipSyncMedia, type LipSyncResult } from '../lip-sync-engine.ts';

/** A file as a `data:` URI, the inline form Replicate, Cog and most model servers accept for file inputs. */
export function toDataUri(media: LipSyncMedia): string {
  return `data:${media.contentType};base64,${Buffer.from(media.bytes.buffer, media.bytes.byteOffset, media.bytes.byteLength).toString('base64')}`;
}

/**
 * The container of a video file from its first bytes: ISO BMFF (`ftyp` at
 * offset 4; brand `qt  ` is QuickTime) or Matroska/WebM (EBML magic).
 * Undefined for anything else, such as an error page or a still image.
 */
export function videoContentType(bytes: Uint8Array): string | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') return ascii(8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  // Old QuickTime files may open with a movie or free-space atom instead of ftyp.
  if (bytes.length >= 8 && ['moov', 'mdat', 'wide', 'free'].includes(ascii(4, 8))) return 'video/quicktime';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  return undefined;
}

export interface DownloadVideoOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal | undefined;
  /** Sent only to this origin (the service's API): output files on a CDN or presigned S3 must not receive the key. */
  authorization?: { origin: string; header: string };
}

/** Fetches a service's output video (an http(s) URL or a `data:` URI) and checks that it is one. */
export async function downloadVideo(engine: string, location: string, options: DownloadVideoOptions = {}): Promise<LipSyncResult> {
  let bytes: Uint8Array;
  if (location.startsWith('data:')) {
    const comma = location.indexOf(',');
    if (comma < 0) throw new LipSyncEngineError(`${engine}: the output data URI has no data`, engine, false);
    const header = location.slice(5, comma);
    const payload = location.slice(comma + 1);
    bytes = header.endsWith(';base64') ? new Uint8Array(Buffer.from(payload, 'base64')) : new TextEncoder().encode(decodeURIComponent(payload));
  } else if (/^https?:/u.test(location)) {
    const url = new URL(location);
    const headers = options.authorization && url.origin === options.authorization.origin ? { authorization: options.authorization.header } : undefined;
    const response = await fetchLipSyncService(engine, location, { ...(headers ? { headers } : {}), signal: options.signal }, options.fetch);
    bytes = new Uint8Array(await response.arrayBuffer());
  } else {
    throw new LipSyncEngineError(`${engine}: the output is not a URL: ${JSON.stringify(location.slice(0, 80))}`, engine, false);
  }
  const contentType = videoContentType(bytes);
  if (!contentType) throw new LipSyncEngineError(`${engine}: the output is not an MP4, QuickTime or WebM video (${bytes.length} bytes)`, engine, false);
  return { video: bytes, contentType };
}
