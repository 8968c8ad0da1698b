import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import type { AnyRunnableJob, JobContext } from './job-definition.ts';
import { JobCancelledError, PermanentJobError, retryDelayOf } from './job-definition.ts';
import type { JobQueue, QueuedJobData } from './job-queue.ts';
import { StaleAttemptError } from '../repositories/task.repository.ts';

/** Why a run's signal fired: cancel asked, expiry passed, worker shutting down, or the task was taken over. */
type AbortReason = 'cancel' | 'shutdown' | 'timeout' | 'lost';

export interface JobRunnerOptions {
  /** Jobs of one kind that this process runs at once. */
  concurrency: number;
  pollingIntervalSeconds?: number;
  cancelCheckIntervalMs?: number;
  /** Heavy jobs (definitions with isHeavy) one owner runs at once, across all workers; unset: no limit. */
  heavyJobsPerOwner?: number;
  /** How long an owner's heavy job over the limit waits before it is looked at again (default 3). */
  ownerBusyDelaySeconds?: number;
  /** How long a handler may ignore its expiry abort before the run is ended without it (default 10 000). */
  hungRunGraceMs?: number;
  onError?: (error: Error, context: { job: string; taskId: string }) => void;
}

const progressWriteIntervalMs = 250;

/**
 * Runs registered jobs in this process: fetches from the queue, keeps the task
 * row's status, progress and heartbeat current, hands the handler an abort
 * signal that fires on cancel, expiry, shutdown and takeover.
 */
export class JobRunner {
  /** This process, as written in tasks.worker_id. */
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #inFlight = new Map<string, { controller: AbortController; attempt: number }>();
  readonly #heavyKinds: string[];
  #cancelTimer: NodeJS.Timeout | undefined;
  #heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly definitions: readonly AnyRunnableJob[],
    private readonly options: JobRunnerOptions,
  ) {
    this.#heavyKinds = definitions.filter((definition) => definition.isHeavy).map((definition) => definition.name);
  }

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
    this.#heartbeatTimer = setInterval(() => void this.#heartbeat(), this.queue.heartbeatSeconds * 1000);
    this.#heartbeatTimer.unref();
  }

  /** Aborts running handlers; each puts its task back in the queue (no retry spent) for another worker. */
  async stop(graceMs = 10_000): Promise<void> {
    clearInterval(this.#cancelTimer);
    for (const { controller } of this.#inFlight.values()) controller.abort('shutdown' satisfies AbortReason);
    await this.queue.stop(graceMs);
    clearInterval(this.#heartbeatTimer);
  }

  async #abortCancelled(): Promise<void> {
    try {
      const ids = await this.queue.tasks.findCancelRequested([...this.#inFlight.keys()]);
      for (const id of ids) this.#inFlight.get(id)?.controller.abort('cancel' satisfies AbortReason);
    } catch {
      // The next tick tries again; a missed tick only delays a cancel.
    }
  }

  /** Proves this process's runs alive; a run the monitor gave to another worker stops here. */
  async #heartbeat(): Promise<void> {
    const runs = [...this.#inFlight].map(([taskId, { attempt }]) => ({ taskId, attempt }));
    try {
      const live = await this.queue.tasks.heartbeat(runs, this.workerId);
      for (const run of runs) {
        const current = this.#inFlight.get(run.taskId);
        if (!live.has(run.taskId) && current?.attempt === run.attempt) current.controller.abort('lost' satisfies AbortReason);
      }
    } catch (error) {
      // A missed beat is harmless; only JOB_STALL_SECONDS without one loses the run.
      this.options.onError?.(error as Error, { job: 'heartbeat', taskId: runs.map((run) => run.taskId).join(',') });
    }
  }

  async #run(definition: AnyRunnableJob, job: PgBoss.JobWithMetadata<QueuedJobData>): Promise<unknown> {
    const { taskId } = job.data;
    const tasks = this.queue.tasks;
    const heavyJobsPerOwner = this.options.heavyJobsPerOwner;
    const claim = await tasks.claim(taskId, {
      queueJobId: job.id,
      workerId: this.workerId,
      ...(definition.isHeavy && heavyJobsPerOwner ? { heavyLimit: { kinds: this.#heavyKinds, perOwner: heavyJobsPerOwner } } : {}),
    });
    if (claim.kind === 'owner-busy') {
      // Waits without holding this slot: a later delivery looks again, other owners' jobs go first.
      await this.queue.postponeDelivery(definition.name, taskId, job.id, this.options.ownerBusyDelaySeconds ?? 3);
      return null;
    }
    if (claim.kind === 'not-startable') {
      // Finished, cancelled, running elsewhere or a stale delivery: a duplicate must not redo the work.
      return (await tasks.find(taskId))?.result ?? null;
    }
    const task = claim.task;
    const attempt = task.attempts;
    const run = { taskId, attempt };
    const controller = new AbortController();
    this.#inFlight.set(taskId, { controller, attempt });
    // pg-boss reads it back from an interval column as text ("3600.000000").
    const expireInSeconds = Number(job.expireInSeconds);
    const expiredMessage = `Stopped after running longer than ${expireInSeconds < 120 ? `${Math.round(expireInSeconds)} s` : `${Math.round(expireInSeconds / 60)} minutes`}`;
    const retryFailed = (errorMessage: string) =>
      this.queue.retryRun(definition.name, run, {
        errorMessage,
        countsAsFailure: true,
        // This run is failed run number failed_runs + 1.
        delaySeconds: retryDelayOf(definition, task.failed_runs + 1),
      });
    let hungTimer: NodeJS.Timeout | undefined;
    const expiryTimer = setTimeout(() => {
      controller.abort('timeout' satisfies AbortReason);
      // A handler that ignores its signal must not keep the task 'running' (and heartbeating) forever:
      // the run ends without it, and whatever it does later is fenced out by the attempt.
      hungTimer = setTimeout(() => {
        if (this.#inFlight.get(taskId)?.attempt !== attempt) return;
        this.#inFlight.delete(taskId);
        retryFailed(expiredMessage).catch((error: Error) => this.options.onError?.(error, { job: definition.name, taskId }));
      }, this.options.hungRunGraceMs ?? 10_000);
      hungTimer.unref();
    }, expireInSeconds * 1000);
    try {
      const parsed = definition.payloadSchema.safeParse(task.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
      const context = this.#context(definition, taskId, attempt, controller.signal);
      const result = await definition.handler(parsed.data as never, context);
      if (!context.isCompleted()) await tasks.finish(taskId, 'done', { result: definition.resultSchema.parse(result ?? null) ?? null, attempt });
      return result;
    } catch (error) {
      const reason = controller.signal.aborted ? (controller.signal.reason as AbortReason) : undefined;
      // Taken over by a newer attempt: that run owns the task now, this one writes nothing.
      if (error instanceof StaleAttemptError || reason === 'lost') return null;
      if (reason === 'cancel' || error instanceof JobCancelledError) {
        await tasks.finish(taskId, 'cancelled', { errorMessage: 'Cancelled', attempt });
        return null;
      }
      if (reason === 'shutdown') {
        await this.queue.retryRun(definition.name, run, {
          errorMessage: 'Interrupted by a worker shutdown; it will run again',
          countsAsFailure: false,
          delaySeconds: 0,
        });
        return null;
      }
      this.options.onError?.(error as Error, { job: definition.name, taskId });
      const message = reason === 'timeout' ? expiredMessage : describeFailure(error);
      if (error instanceof PermanentJobError) {
        await tasks.finish(taskId, 'failed', { errorMessage: message, attempt });
        return null;
      }
      await retryFailed(message);
      return null;
    } finally {
      clearTimeout(expiryTimer);
      clearTimeout(hungTimer);
      if (this.#inFlight.get(taskId)?.attempt === attempt) this.#inFlight.delete(taskId);
    }
  }

  #context(definition: AnyRunnableJob, taskId: string, attempt: number, signal: AbortSignal): JobContext & { isCompleted(): boolean } {
    let lastPercent = 0;
    let lastWriteAt = 0;
    let lastStage: string | undefined;
    let isCompleted = false;
    return {
      taskId,
      attempt,
      signal,
      isCompleted: () => isCompleted,
      completeInTransaction: async (work) => {
        const result = await this.queue.tasks.completeInTransaction(taskId, attempt, async (trx) => {
          const value = await work(trx);
          // A result that does not match the definition is a bug: it must not reach readers.
          definition.resultSchema.parse(value);
          return value;
        });
        isCompleted = true;
        return result;
      },
      reportProgress: async (percent, stage) => {
        const clamped = Math.max(0, Math.min(99, Math.floor(percent)));
        const now = Date.now();
        const isNewStage = stage !== undefined && stage !== lastStage;
        if (!isNewStage && (clamped <= lastPercent || now - lastWriteAt < progressWriteIntervalMs)) return;
        lastPercent = Math.max(lastPercent, clamped);
        lastWriteAt = now;
        if (isNewStage) lastStage = stage;
        await this.queue.tasks.setProgress(taskId, clamped, isNewStage ? stage : undefined);
      },
    };
  }
}

/**
 * The message a failed task keeps, which its owner reads: the error's own, or
 * where it has none (an error built without one, a thrown string or object),
 * a sentence that still says what happened and what to do.
 */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  if (message) return message;
  const name = error instanceof Error && error.name && error.name !== 'Error' ? ` (${error.name})` : '';
  return `The job stopped with an error that gave no reason${name}: try again, and if it fails again tell the operator`;
}
