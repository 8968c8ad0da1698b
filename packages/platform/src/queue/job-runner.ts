import type PgBoss from 'pg-boss';
import type { AnyJobDefinition, JobContext } from './job-definition.ts';
import { JobCancelledError, PermanentJobError } from './job-definition.ts';
import type { JobQueue, QueuedJobData } from './job-queue.ts';
import { StaleAttemptError } from './task-repository.ts';

type AbortReason = 'cancel' | 'shutdown' | 'timeout';

export interface JobRunnerOptions {
  /** Jobs of one kind that this process runs at once. */
  concurrency: number;
  pollingIntervalSeconds?: number;
  cancelCheckIntervalMs?: number;
  onError?: (error: Error, context: { job: string; taskId: string }) => void;
}

const progressWriteIntervalMs = 250;

/**
 * Runs registered jobs in this process: fetches from the queue, keeps the task
 * row's status and progress current, hands the handler an abort signal that
 * fires on cancel, expiry and shutdown.
 */
export class JobRunner {
  readonly #inFlight = new Map<string, AbortController>();
  #cancelTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly definitions: readonly AnyJobDefinition[],
    private readonly options: JobRunnerOptions,
  ) {}

  get inFlightCount(): number {
    return this.#inFlight.size;
  }

  async start(): Promise<void> {
    for (const definition of this.definitions) {
      for (let slot = 0; slot < this.options.concurrency; slot += 1) {
        await this.queue.boss.work<QueuedJobData>(
          definition.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 0.5 },
          async ([job]) => (job ? this.#run(definition, job) : undefined),
        );
      }
    }
    this.#cancelTimer = setInterval(() => void this.#abortCancelled(), this.options.cancelCheckIntervalMs ?? 1000);
    this.#cancelTimer.unref();
  }

  /** Aborts running handlers; the queue then fails their jobs so another worker retries them. */
  async stop(graceMs = 10_000): Promise<void> {
    clearInterval(this.#cancelTimer);
    for (const controller of this.#inFlight.values()) controller.abort('shutdown' satisfies AbortReason);
    await this.queue.stop(graceMs);
  }

  async #abortCancelled(): Promise<void> {
    try {
      const ids = await this.queue.tasks.findCancelRequested([...this.#inFlight.keys()]);
      for (const id of ids) this.#inFlight.get(id)?.abort('cancel' satisfies AbortReason);
    } catch {
      // The next tick tries again; a missed tick only delays a cancel.
    }
  }

  async #run(definition: AnyJobDefinition, job: PgBoss.JobWithMetadata<QueuedJobData>): Promise<unknown> {
    const { taskId } = job.data;
    const tasks = this.queue.tasks;
    const task = await tasks.markRunning(taskId);
    if (!task) {
      // Finished, cancelled or gone: a duplicate delivery must not redo the work.
      return (await tasks.find(taskId))?.result ?? null;
    }
    const controller = new AbortController();
    this.#inFlight.set(taskId, controller);
    const expiryTimer = setTimeout(() => controller.abort('timeout' satisfies AbortReason), job.expireInSeconds * 1000);
    try {
      const parsed = definition.payloadSchema.safeParse(task.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
      const context = this.#context(taskId, task.attempts, controller.signal);
      const result = await definition.handler(parsed.data as never, context);
      if (!context.isCompleted()) await tasks.finish(taskId, 'done', { result: result ?? null, attempt: task.attempts });
      return result;
    } catch (error) {
      const reason = controller.signal.aborted ? (controller.signal.reason as AbortReason) : undefined;
      const message = (error as Error).message ?? String(error);
      const attempt = task.attempts;
      if (error instanceof StaleAttemptError) return null;
      if (reason === 'cancel' || error instanceof JobCancelledError) {
        await tasks.finish(taskId, 'cancelled', { errorMessage: 'Cancelled', attempt });
        return null;
      }
      if (reason === 'shutdown') {
        await tasks.finish(taskId, 'queued', { errorMessage: 'Interrupted by a worker shutdown; it will run again', attempt });
        throw error;
      }
      this.options.onError?.(error as Error, { job: definition.name, taskId });
      const isFinal = error instanceof PermanentJobError || job.retryCount >= job.retryLimit;
      await tasks.finish(taskId, isFinal ? 'failed' : 'queued', { errorMessage: message, attempt });
      if (error instanceof PermanentJobError) return null;
      throw error;
    } finally {
      clearTimeout(expiryTimer);
      this.#inFlight.delete(taskId);
    }
  }

  #context(taskId: string, attempt: number, signal: AbortSignal): JobContext & { isCompleted(): boolean } {
    let lastPercent = 0;
    let lastWriteAt = 0;
    let isCompleted = false;
    return {
      taskId,
      attempt,
      signal,
      isCompleted: () => isCompleted,
      completeInTransaction: async (work) => {
        const result = await this.queue.tasks.completeInTransaction(taskId, attempt, work);
        isCompleted = true;
        return result;
      },
      reportProgress: async (percent) => {
        const clamped = Math.max(0, Math.min(99, Math.floor(percent)));
        const now = Date.now();
        if (clamped <= lastPercent || now - lastWriteAt < progressWriteIntervalMs) return;
        lastPercent = clamped;
        lastWriteAt = now;
        await this.queue.tasks.setProgress(taskId, clamped);
      },
    };
  }
}
