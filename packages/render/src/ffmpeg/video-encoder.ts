import path from 'node:path';
import type { ChangedRegion } from '../frames/changed-region.ts';
import type { FrameSink } from '../frames/draw-workspace-frames.ts';
import { FifoFrameWriter } from './fifo-frame-writer.ts';
import { I420Frames } from './i420-frames.ts';
import { startFfmpegProcess, type FfmpegProcess } from './ffmpeg-process.ts';

export interface VideoEncoderOptions {
  ffmpegPath: string;
  /** A private directory for the frames pipe. */
  workDirectory: string;
  widthPx: number;
  heightPx: number;
  /** The encoder arguments, given where ffmpeg reads the raw frames from. */
  buildArgs: (framesInput: string) => readonly string[];
  signal?: AbortSignal;
}

/**
 * The ffmpeg process that encodes the drawn frames. Frames are converted
 * to I420 here (only where they changed) and go through a named pipe fed by
 * a writer thread, so ffmpeg receives frame N while the main thread draws
 * frame N + 1.
 */
export class VideoEncoder implements FrameSink {
  readonly #process: FfmpegProcess;
  readonly #writer: FifoFrameWriter;
  readonly #frames: I420Frames;
  readonly #stopped: Promise<never>;
  #lastRgba: Buffer | null = null;
  #lastI420: Buffer | null = null;

  private constructor(process: FfmpegProcess, writer: FifoFrameWriter, frames: I420Frames) {
    this.#process = process;
    this.#writer = writer;
    this.#frames = frames;
    // If ffmpeg exits early it stops reading: its exit (with the stderr tail) ends any wait for the pipe.
    this.#stopped = process.exited.then(() => Promise.reject(new Error('ffmpeg stopped reading frames')));
    this.#stopped.catch(() => undefined);
  }

  static async start(options: VideoEncoderOptions): Promise<VideoEncoder> {
    const fifoPath = path.join(options.workDirectory, 'frames.fifo');
    const writer = await FifoFrameWriter.create(fifoPath, options.widthPx, options.heightPx);
    const process = startFfmpegProcess({
      ffmpegPath: options.ffmpegPath,
      args: options.buildArgs(fifoPath),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    process.stdin.end();
    return new VideoEncoder(process, writer, new I420Frames(options.widthPx, options.heightPx));
  }

  async writeFrame(rgba: Buffer, frameIndex: number, change: ChangedRegion = 'whole-frame'): Promise<void> {
    // A repeated frame is the same buffer again: the writer then sends nothing (see FrameSink).
    if (rgba !== this.#lastRgba || !this.#lastI420) this.#lastI420 = this.#frames.convert(rgba, change);
    this.#lastRgba = rgba;
    await Promise.race([this.#writer.writeFrame(this.#lastI420, frameIndex), this.#stopped]);
  }

  /** Ends the frames and waits for ffmpeg to finish the file. */
  async finish(): Promise<void> {
    await Promise.race([this.#writer.end(), this.#stopped]);
    await this.#process.exited;
  }

  async kill(): Promise<void> {
    this.#process.kill();
    await this.#writer.abort();
  }
}
