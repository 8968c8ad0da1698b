import os from 'node:os';
import { Piscina } from 'piscina';

export interface CpuPoolOptions {
  maxThreads?: number;
  /**
   * Added to each thread's nice value when it starts (Linux: per thread, so
   * only this pool's threads and the processes they spawn run at the lower
   * priority). 0 keeps the process's priority.
   */
  niceIncrement?: number;
}

/**
 * Worker threads for CPU-heavy steps (synthesis, face analysis, frame drawing)
 * so that the API's event loop keeps answering while a job computes. A task
 * names a module and one of its exported functions; input and output must be
 * structured-cloneable.
 */
export class CpuPool {
  readonly #piscina: Piscina;

  constructor(options: CpuPoolOptions = {}) {
    this.#piscina = new Piscina({
      filename: new URL('./thread-entry.mjs', import.meta.url).href,
      maxThreads: options.maxThreads ?? Math.max(1, os.availableParallelism() - 1),
      minThreads: 0,
      idleTimeout: 30_000,
      niceIncrement: options.niceIncrement ?? 0,
    });
  }

  /** Runs `exportName(input)` from the module at `moduleUrl` on a pool thread. */
  run<Input, Output>(moduleUrl: URL | string, exportName: string, input: Input, options: { signal?: AbortSignal } = {}): Promise<Output> {
    return this.#piscina.run({ moduleUrl: String(moduleUrl), exportName, input }, options.signal ? { signal: options.signal } : {}) as Promise<Output>;
  }

  get threadCount(): number {
    return this.#piscina.threads.length;
  }

  async close(): Promise<void> {
    await this.#piscina.destroy();
  }
}
