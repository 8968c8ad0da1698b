import { Worker } from 'node:worker_threads';
import { FfmpegError } from '@talkreel/platform/media';

/** Decoded frames kept ready ahead of the drawing, per video. */
const maxFramesAhead = 4;
/** How long a stopping decoder thread gets to kill its ffmpeg before it is terminated, ms. */
const stopGraceMs = 5000;

/**
 * Raw frames from an ffmpeg decoder that runs under its own worker thread.
 * Reading a child's stdout on the main thread would only move data while the
 * event loop is idle, starving the decoder during every synchronous draw;
 * the worker keeps up to four frames decoded ahead instead.
 */
export class DecodedFrameStream {
  readonly #worker: Worker;
  readonly #queue: Buffer[] = [];
  #hasEnded = false;
  #failure: Error | null = null;
  #wake: (() => void) | null = null;
  readonly #onAbort = () => this.close();
  readonly #signal: AbortSignal | undefined;

  constructor(options: { ffmpegPath: string; args: readonly string[]; frameBytes: number; signal?: AbortSignal }) {
    this.#signal = options.signal;
    this.#worker = new Worker(new URL('./decoder-thread.mjs', import.meta.url), {
      workerData: { ffmpegPath: options.ffmpegPath, args: [...options.args], frameBytes: options.frameBytes, maxFramesAhead },
    });
    this.#worker.on('message', (message: { type: 'frame'; pixels: ArrayBuffer } | { type: 'end'; code: number | string | null; stderrTail: string }) => {
      if (message.type === 'frame') {
        this.#queue.push(Buffer.from(message.pixels));
      } else {
        this.#hasEnded = true;
        if (message.code !== 0) {
          const lastLine = message.stderrTail.trim().split('\n').at(-1) ?? '';
          this.#failure = new FfmpegError(
            `ffmpeg exited with ${message.code}: ${lastLine}`,
            typeof message.code === 'number' ? message.code : null,
            message.stderrTail,
          );
        }
      }
      this.#notify();
    });
    this.#worker.on('error', (error) => {
      this.#hasEnded = true;
      this.#failure = error;
      this.#notify();
    });
    this.#signal?.addEventListener('abort', this.#onAbort, { once: true });
  }

  #notify(): void {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }

  /** The next frame, or null at the end of the video; rejects if the decoder failed. */
  async next(): Promise<Buffer | null> {
    for (;;) {
      const frame = this.#queue.shift();
      if (frame) {
        this.#worker.postMessage({ type: 'consumed' });
        return frame;
      }
      if (this.#failure) throw this.#failure;
      if (this.#hasEnded) return null;
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
    }
  }

  /** Hands a frame's memory back to the decoder once nothing reads it any more; the buffer is unusable afterwards. */
  recycle(frame: Buffer): void {
    if (frame.byteOffset !== 0 || frame.byteLength !== frame.buffer.byteLength) return;
    const pixels = frame.buffer as ArrayBuffer;
    this.#worker.postMessage({ type: 'recycle', pixels }, [pixels]);
  }

  /**
   * Stops the decoder and its thread. The thread kills and reaps its ffmpeg,
   * then ends by itself; terminating it first would leave the child behind.
   */
  close(): void {
    this.#signal?.removeEventListener('abort', this.#onAbort);
    this.#hasEnded = true;
    this.#worker.postMessage({ type: 'stop' });
    setTimeout(() => void this.#worker.terminate(), stopGraceMs).unref();
  }
}
