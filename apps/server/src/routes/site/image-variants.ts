import { readFile } from 'node:fs/promises';
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import { imageVariantWidthsPx } from '@talkreel/site';

/**
 * The widths `?w=` may ask for, besides the picture's own: the ones
 * @talkreel/site's buildImageSrcset writes into `srcset`.
 * A fixed list keeps the cache bounded: nobody can make the server scale a
 * picture to every width.
 */
const variantWidthsPx = new Set<number>(imageVariantWidthsPx);
/** WebP quality: screenshots of text and flat colour stay sharp at 80. */
const webpQuality = 80;
/**
 * AVIF for the browsers that take it: at quality 50, speed 6, a 720 px
 * screenshot is 13 KB where the WebP is 22 KB, and looks the same side by
 * side; one initial TCP window instead of two. Encoding takes about 0.6 s
 * (720 px, one thread), so it runs in the background: until it is done, the
 * WebP is served.
 */
const avifConfig = { quality: 50, speed: 6, threads: 1 };

/** How long a provisional WebP may be kept: the AVIF is ready within seconds. */
export const provisionalCacheControl = 'public, max-age=60';

export interface ImageVariant {
  bytes: Buffer;
  type: 'image/avif' | 'image/webp';
  /** A WebP sent while the AVIF this browser takes is still being made: cache it briefly. */
  isProvisional: boolean;
}

/** `?w=720` → 720 when it is a width a variant may have for a picture this wide; undefined for anything else. */
export function readVariantWidth(query: unknown, naturalWidthPx: number): number | undefined {
  const width = (query as { w?: unknown } | undefined)?.w;
  if (typeof width !== 'string' || !/^[1-9]\d{0,4}$/u.test(width)) return undefined;
  const widthPx = Number(width);
  return widthPx <= naturalWidthPx && (variantWidthsPx.has(widthPx) || widthPx === naturalWidthPx) ? widthPx : undefined;
}

const webps = new Map<string, Promise<Buffer>>();
const avifs = new Map<string, { bytes?: Buffer }>();

/** The PNG drawn at `widthPx` (height in proportion) on a canvas of its own. */
async function drawScaled(pngPath: string, widthPx: number): Promise<Canvas> {
  const image = await loadImage(await readFile(pngPath));
  const heightPx = Math.max(1, Math.round((image.height * widthPx) / image.width));
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, widthPx, heightPx);
  return canvas;
}

/** Only the encoded bytes are kept, never a canvas (a 1440 px one is 5.5 MB). */
function readWebp(pngPath: string, widthPx: number): Promise<Buffer> {
  const key = `${widthPx}:${pngPath}`;
  let webp = webps.get(key);
  if (!webp) {
    webp = drawScaled(pngPath, widthPx).then((canvas) => canvas.encode('webp', webpQuality));
    webp.catch(() => webps.delete(key));
    webps.set(key, webp);
  }
  return webp;
}

/**
 * A PNG scaled to `widthPx` (height in proportion), made once per process and
 * kept: AVIF when the request's Accept names it and its copy is ready, else
 * WebP (and an AVIF-taking request starts the AVIF copy; if that fails, this
 * process keeps serving WebP). Answers vary by Accept.
 */
export async function readImageVariant(pngPath: string, widthPx: number, accept = ''): Promise<ImageVariant> {
  const webp = await readWebp(pngPath, widthPx);
  if (!/\bimage\/avif\b/u.test(accept)) return { bytes: webp, type: 'image/webp', isProvisional: false };
  const key = `${widthPx}:${pngPath}`;
  const avif = avifs.get(key);
  if (avif?.bytes) return { bytes: avif.bytes, type: 'image/avif', isProvisional: false };
  if (!avif) {
    const entry: { bytes?: Buffer } = {};
    avifs.set(key, entry);
    drawScaled(pngPath, widthPx)
      .then((canvas) => canvas.encode('avif', avifConfig))
      .then(
        (bytes) => {
          entry.bytes = bytes;
        },
        // Not tried again: a copy that failed once would fail on every request, each time costing the encode.
        () => undefined,
      );
  }
  return { bytes: webp, type: 'image/webp', isProvisional: true };
}
