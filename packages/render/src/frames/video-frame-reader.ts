import type { PixelRect } from '@talkreel/timeline';
import { buildDecodeVideoArgs } from '../ffmpeg/decode-video-args.ts';
import { outputFps } from '../ffmpeg/encoder-settings.ts';
import { DecodedFrameStream } from './decoded-frame-stream.ts';

export interface VideoFrameReaderOptions {
  ffmpegPath: string;
  filePath: string;
  /** Frames are on a 40 ms grid anchored here (the element's clip start), ms. */
  gridStartMs: number;
  crop: PixelRect;
  widthPx: number;
  heightPx: number;
  /** Keep decoded frames for reuse (a looping clip) while they fit in this many bytes. */
  cacheLimitBytes?: number;
  signal?: AbortSignal;
}

/** Jumping further ahead than this restarts the decoder with a seek instead of decoding through, frames. */
const maxFramesDecodedThrough = 75;
const frameDurationMs = 1000 / outputFps;

/**
 * Decodes one element's video sequentially through a single ffmpeg pipe and
 * hands out the frame for each requested media time. Going backwards (a
 * loop) or far ahead restarts ffmpeg at the new position; past the end of
 * the file the last frame stays.
 */
export class VideoFrameReader {
  readonly #options: VideoFrameReaderOptions;
  readonly #frameBytes: number;
  readonly #cache = new Map<number, Buffer>();
  #frames: DecodedFrameStream | null = null;
  /** Grid index of the next frame the decoder will emit. */
  #nextIndex = 0;
  #lastFrame: Buffer | null = null;
  #lastIndex = -1;
  #hasEnded = false;

  constructor(options: VideoFrameReaderOptions) {
    this.#options = options;
    this.#frameBytes = options.widthPx * options.heightPx * 4;
  }

  get widthPx(): number {
    return this.#options.widthPx;
  }

  get heightPx(): number {
    return this.#options.heightPx;
  }

  /** The grid index showing at a media time. */
  indexAt(mediaTimeMs: number): number {
    return Math.max(0, Math.floor((mediaTimeMs - this.#options.gridStartMs) / frameDurationMs + 1e-6));
  }

  /** RGBA pixels (widthPx × heightPx) for `mediaTimeMs`, or null when the file has no frame there. */
  async frameAt(mediaTimeMs: number): Promise<Buffer | null> {
    const index = this.indexAt(mediaTimeMs);
    const cached = this.#cache.get(index);
    if (cached) return cached;
    if (index === this.#lastIndex) return this.#lastFrame;
    if (this.#hasEnded && index > this.#lastIndex) return this.#lastFrame;
    if (!this.#frames || index < this.#nextIndex || index - this.#nextIndex > maxFramesDecodedThrough) this.#restartAt(index);
    while (this.#nextIndex <= index) {
      const frame = await this.#frames!.next();
      if (!frame) {
        this.#hasEnded = true;
        break;
      }
      this.#remember(this.#nextIndex, frame);
      this.#nextIndex += 1;
    }
    return this.#lastFrame;
  }

  /** Keeps the newest frame; the one it replaces goes back to the decoder unless the loop cache holds it. */
  #remember(index: number, frame: Buffer): void {
    const replaced = this.#lastFrame;
    if (replaced && !this.#isCached(replaced)) this.#frames?.recycle(replaced);
    this.#lastFrame = frame;
    this.#lastIndex = index;
    if ((this.#cache.size + 1) * this.#frameBytes <= (this.#options.cacheLimitBytes ?? 0)) this.#cache.set(index, frame);
  }

  #isCached(frame: Buffer): boolean {
    return this.#cache.get(this.#lastIndex) === frame;
  }

  #restartAt(index: number): void {
    this.#frames?.close();
    const args = buildDecodeVideoArgs({
      inputPath: this.#options.filePath,
      startMs: this.#options.gridStartMs + index * frameDurationMs,
      crop: this.#options.crop,
      widthPx: this.#options.widthPx,
      heightPx: this.#options.heightPx,
    });
    const signal = this.#options.signal;
    this.#frames = new DecodedFrameStream({ ffmpegPath: this.#options.ffmpegPath, args, frameBytes: this.#frameBytes, ...(signal ? { signal } : {}) });
    this.#nextIndex = index;
    this.#hasEnded = false;
  }

  /** Stops the decoder; frames already handed out stay valid. */
  close(): void {
    this.#frames?.close();
    this.#frames = null;
  }
}
