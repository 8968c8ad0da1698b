import { execFile } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { promisify } from 'node:util';
import { outputFps } from './encoder-settings.ts';
import { getI420FrameBytes } from './i420-frames.ts';
import { buildFrameHeader, buildMatroskaHeader } from './matroska-raw-video.ts';

const execFileAsync = promisify(execFile);

/**
 * Feeds I420 frames to ffmpeg as a Matroska stream through a named pipe.
 * - Writes are blocking writes on libuv's thread pool, straight from the
 *   frame's buffer: each frame (3 MB at 1080 × 1920) moves while the main
 *   thread draws the next one. (Node's stdin pipe moves data 64 kB at a time and only while
 *   the event loop is free, so drawing and transferring would take turns.)
 * - A frame that repeats the previous one is not sent at all: its timestamp
 *   gap makes ffmpeg's fps filter repeat the picture. The last frame is always sent, to fix the length.
 * - One write is in flight at a time, so frames stay in order.
 */
export class FifoFrameWriter {
  readonly #fifoPath: string;
  readonly #frameBytes: number;
  readonly #header: Buffer;
  #file: Promise<FileHandle>;
  #writing: Promise<void> = Promise.resolve();
  #lastFrame: Buffer | null = null;
  #lastFrameIndex = -1;
  #lastSentIndex = -1;
  #hasWrittenHeader = false;

  private constructor(fifoPath: string, widthPx: number, heightPx: number) {
    this.#fifoPath = fifoPath;
    this.#frameBytes = getI420FrameBytes(widthPx, heightPx);
    this.#header = buildMatroskaHeader(widthPx, heightPx, outputFps, 'I420');
    // Opening a FIFO for writing waits (on the thread pool) until ffmpeg opens it for reading.
    this.#file = open(fifoPath, 'w');
    this.#file.catch(() => undefined);
  }

  /** Makes the named pipe ffmpeg reads (`-f matroska -i <fifoPath>`). */
  static async create(fifoPath: string, widthPx: number, heightPx: number): Promise<FifoFrameWriter> {
    await execFileAsync('mkfifo', ['-m', '600', fifoPath]);
    return new FifoFrameWriter(fifoPath, widthPx, heightPx);
  }

  /** Queues frame `frameIndex` (0-based, 25 fps); resolves once the previous frame has been taken. */
  async writeFrame(i420: Buffer, frameIndex: number): Promise<void> {
    this.#lastFrameIndex = frameIndex;
    if (i420 === this.#lastFrame) return;
    this.#lastFrame = i420;
    await this.#send(i420, frameIndex);
  }

  async #send(i420: Buffer, frameIndex: number): Promise<void> {
    await this.#writing;
    this.#lastSentIndex = frameIndex;
    const frameHeader = buildFrameHeader((frameIndex * 1000) / outputFps, this.#frameBytes);
    const chunks = this.#hasWrittenHeader ? [frameHeader, i420] : [this.#header, frameHeader, i420];
    this.#hasWrittenHeader = true;
    this.#writing = this.#writeAll(chunks);
    this.#writing.catch(() => undefined);
  }

  async #writeAll(chunks: Buffer[]): Promise<void> {
    const file = await this.#file;
    let pending = chunks;
    while (pending.length > 0) {
      const { bytesWritten } = await file.writev(pending);
      let skipped = bytesWritten;
      while (pending.length > 0 && skipped >= pending[0]!.length) {
        skipped -= pending[0]!.length;
        pending = pending.slice(1);
      }
      if (skipped > 0) pending = [pending[0]!.subarray(skipped), ...pending.slice(1)];
    }
  }

  /** Sends the final frame if it was a repeat, waits for everything to be written, then closes the pipe. */
  async end(): Promise<void> {
    if (this.#lastFrame && this.#lastFrameIndex > this.#lastSentIndex) await this.#send(this.#lastFrame, this.#lastFrameIndex);
    await this.#writing;
    await (await this.#file).close();
  }

  /**
   * Stops without waiting for ffmpeg: an open still waiting for a reader
   * (ffmpeg never started reading) is released by opening and closing the
   * read end, after which writes fail and the file is closed.
   */
  async abort(): Promise<void> {
    try {
      closeSync(openSync(this.#fifoPath, constants.O_RDONLY | constants.O_NONBLOCK));
    } catch {
      // The pipe is already gone with its temporary directory.
    }
    await this.#writing.catch(() => undefined);
    await (await this.#file.catch(() => null))?.close();
  }
}
