import { execFile } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { outputFps } from './encoder-settings.ts';
import { buildFrameHeader, buildMatroskaHeader } from './matroska-raw-video.ts';

const execFileAsync = promisify(execFile);

/** Frames in flight between the drawing thread and ffmpeg: one being written, one or two waiting. */
const slotCount = 3;

/**
 * Feeds drawn frames to ffmpeg as a Matroska stream through a named pipe
 * written by a worker thread.
 * - Node's own stdin pipe moves an 8 MB frame 64 kB at a time and only while
 *   the event loop is free, so drawing and transferring would take turns;
 *   here a blocked write hands each chunk over the moment ffmpeg reads it,
 *   while the main thread draws the next frame.
 * - A frame that repeats the previous one is not sent at all: its timestamp
 *   gap makes ffmpeg's fps filter repeat the picture, after the colour
 *   conversion, so neither the pipe nor swscale sees it again. The last frame
 *   is always sent, to fix the length.
 */
export class FifoFrameWriter {
  readonly #worker: Worker;
  readonly #slots: Uint8Array[];
  readonly #pendingBySlot: number[];
  readonly #fifoPath: string;
  readonly #frameBytes: number;
  #lastFrame: Buffer | null = null;
  #lastSlot = -1;
  #lastFrameIndex = -1;
  #lastSentIndex = -1;
  #failure: Error | null = null;
  #wake: (() => void) | null = null;
  #hasEnded = false;

  private constructor(fifoPath: string, widthPx: number, heightPx: number) {
    this.#fifoPath = fifoPath;
    this.#frameBytes = widthPx * heightPx * 4;
    const slotBuffers = Array.from({ length: slotCount }, () => new SharedArrayBuffer(this.#frameBytes));
    this.#slots = slotBuffers.map((buffer) => new Uint8Array(buffer));
    this.#pendingBySlot = slotBuffers.map(() => 0);
    this.#worker = new Worker(new URL('./fifo-writer-thread.mjs', import.meta.url), { workerData: { fifoPath, slotBuffers, frameBytes: this.#frameBytes } });
    this.#worker.on('message', (message: { type: string; slot?: number; message?: string }) => {
      if (message.type === 'written' && message.slot !== undefined) this.#pendingBySlot[message.slot]! -= 1;
      if (message.type === 'ended') this.#hasEnded = true;
      if (message.type === 'failed') this.#failure = new Error(`writing frames to ffmpeg failed: ${message.message}`);
      this.#notify();
    });
    this.#worker.on('error', (error) => {
      this.#failure = error;
      this.#notify();
    });
    this.#worker.postMessage({ type: 'bytes', bytes: buildMatroskaHeader(widthPx, heightPx, outputFps) });
  }

  /** Makes the named pipe ffmpeg reads (`-f matroska -i <fifoPath>`). */
  static async create(fifoPath: string, widthPx: number, heightPx: number): Promise<FifoFrameWriter> {
    await execFileAsync('mkfifo', ['-m', '600', fifoPath]);
    return new FifoFrameWriter(fifoPath, widthPx, heightPx);
  }

  #notify(): void {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }

  async #waitUntil(isReady: () => boolean): Promise<void> {
    while (!isReady()) {
      if (this.#failure) throw this.#failure;
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
    }
    if (this.#failure) throw this.#failure;
  }

  /** Queues frame `frameIndex` (0-based, 25 fps); waits only while every slot is still being written. */
  async writeFrame(rgba: Buffer, frameIndex: number): Promise<void> {
    this.#lastFrameIndex = frameIndex;
    if (rgba === this.#lastFrame) return;
    await this.#waitUntil(() => this.#pendingBySlot.some((pending) => pending === 0));
    const slot = this.#pendingBySlot.findIndex((pending) => pending === 0);
    this.#slots[slot]!.set(rgba);
    this.#lastFrame = rgba;
    this.#lastSlot = slot;
    this.#send(slot, frameIndex);
  }

  #send(slot: number, frameIndex: number): void {
    this.#pendingBySlot[slot]! += 1;
    this.#lastSentIndex = frameIndex;
    this.#worker.postMessage({ type: 'frame', slot, header: buildFrameHeader((frameIndex * 1000) / outputFps, this.#frameBytes) });
  }

  /** Sends the final frame if it was a repeat, waits for everything to be written, then closes the pipe. */
  async end(): Promise<void> {
    if (this.#lastFrameIndex > this.#lastSentIndex && this.#lastSlot >= 0) this.#send(this.#lastSlot, this.#lastFrameIndex);
    this.#worker.postMessage({ type: 'end' });
    await this.#waitUntil(() => this.#hasEnded);
    await this.#worker.terminate();
  }

  /**
   * Stops without waiting for ffmpeg: a writer still blocked opening the
   * pipe (ffmpeg never started reading) is released by opening and closing
   * the read end, after which its writes fail and the thread ends.
   */
  async abort(): Promise<void> {
    try {
      closeSync(openSync(this.#fifoPath, constants.O_RDONLY | constants.O_NONBLOCK));
    } catch {
      // The pipe is already gone with its temporary directory.
    }
    await this.#worker.terminate();
  }
}
