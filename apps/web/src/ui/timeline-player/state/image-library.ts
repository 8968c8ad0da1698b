import type { MediaPicture } from './paint-media-surface.ts';

/** Picture formats drawn as still images (spec §9 image extensions); other media paths play in `<video>`/`<audio>`. */
const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

/** Whether a media path (a signed `/files/...` URL or any URL) names a picture, judged by its extension. */
export function isImagePath(mediaPath: string): boolean {
  const pathname = new URL(mediaPath, 'http://localhost').pathname;
  const extension = pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase();
  return imageExtensions.has(extension);
}

export type ImageState = 'loading' | 'ready' | 'error';

interface ImageEntry {
  image: HTMLImageElement;
  state: ImageState;
  settled: Promise<void>;
}

/**
 * The workspace's pictures by path, each loaded and decoded once. A picture
 * that fails stays in 'error' until `retry()`: the player shows 'Failed to
 * display image' over the canvas meanwhile.
 */
export class ImageLibrary {
  readonly #entries = new Map<string, ImageEntry>();
  readonly #onChange: () => void;
  readonly #resolvePath: (mediaPath: string) => string;

  /** `resolvePath` turns a path (a storage key in the editor) into the URL loaded. */
  constructor(onChange: () => void, resolvePath: (mediaPath: string) => string = (mediaPath) => mediaPath) {
    this.#onChange = onChange;
    this.#resolvePath = resolvePath;
  }

  load(mediaPath: string): void {
    if (this.#entries.has(mediaPath)) return;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    const entry: ImageEntry = { image, state: 'loading', settled: Promise.resolve() };
    entry.settled = new Promise<void>((resolve) => {
      image.onload = () => {
        // decode() makes the first draw of a large picture not stall a frame.
        image
          .decode()
          .catch(() => undefined)
          .finally(() => {
            entry.state = image.naturalWidth > 0 ? 'ready' : 'error';
            this.#onChange();
            resolve();
          });
      };
      image.onerror = () => {
        entry.state = 'error';
        this.#onChange();
        resolve();
      };
    });
    image.src = this.#resolvePath(mediaPath);
    this.#entries.set(mediaPath, entry);
  }

  /** The decoded picture, or null while it loads or after it failed. */
  getPicture(mediaPath: string): MediaPicture | null {
    const entry = this.#entries.get(mediaPath);
    if (entry?.state !== 'ready') return null;
    return { source: entry.image, widthPx: entry.image.naturalWidth, heightPx: entry.image.naturalHeight };
  }

  /** Where a picture is: undefined when it was never asked for. */
  getState(mediaPath: string): ImageState | undefined {
    return this.#entries.get(mediaPath)?.state;
  }

  /** Resolves when every picture asked for so far has loaded or failed. */
  async whenSettled(): Promise<void> {
    await Promise.all([...this.#entries.values()].map((entry) => entry.settled));
  }

  /** Loads the failed pictures again. */
  retry(): void {
    for (const [mediaPath, entry] of this.#entries) {
      if (entry.state !== 'error') continue;
      this.#entries.delete(mediaPath);
      this.load(mediaPath);
    }
    this.#onChange();
  }
}
