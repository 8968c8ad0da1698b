import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { DatabaseSchema } from '../database/database-schema.ts';

/** What a handler gets besides its payload. */
export interface JobContext {
  /** The tasks row this run reports to. */
  taskId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** Aborted when the task is cancelled or the worker shuts down; stop work and throw. */
  signal: AbortSignal;
  /** Reports progress 0–100 (stored, throttled; never goes backwards) and, optionally, the named step it is in (written at once when it changes). */
  reportProgress(percent: number, stage?: string): Promise<void>;
  /**
   * Runs the job's final database writes and marks the task done, in one
   * transaction: they happen exactly once, even across a crash and a retry.
   * Its result becomes the task's result. Inside `work`, use only `trx`: on
   * PGlite another query would wait for this transaction forever.
   */
  completeInTransaction<Result>(work: (trx: Transaction<DatabaseSchema>) => Promise<Result>): Promise<Result>;
}

/**
 * One kind of background work, as both roles see it: what the server
 * enqueues and the worker runs. It holds no code that does the work, so the
 * server can import it without the worker (see packages/jobs).
 */
export interface JobDefinition<Payload = unknown, Result = unknown> {
  name: string;
  payloadSchema: z.ZodType<Payload>;
  /** What the task's `result` holds once it is done; readers parse it with this. */
  resultSchema: z.ZodType<Result>;
  /**
   * Failed runs retried (default 2), with exponential backoff from
   * retryDelaySeconds (default 5). A run whose worker died counts as failed
   * and runs again at once; a run stopped by a worker shutdown does not count.
   */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * The wait before each retry in turn (the first after the first failed
   * run), replacing the exponential backoff; past its end the last repeats.
   * Webhook deliveries follow a fixed schedule this way.
   */
  retryDelaysSeconds?: readonly number[];
  /**
   * A run still going after this long is stopped and counts as failed
   * (default 900). A backstop for a stuck handler only: a dead worker is
   * noticed by its missing heartbeat within JOB_STALL_SECONDS, so long jobs
   * can have long expiries.
   */
  expireInSeconds?: number;
  /** Counts against HEAVY_JOBS_PER_USER: an owner's runs beyond it wait queued. */
  isHeavy?: boolean;
}

/** How long a task waits before its next run after `failedRuns` failed runs (1 after the first failure). */
export function retryDelayOf(definition: Pick<JobDefinition, 'retryDelaySeconds' | 'retryDelaysSeconds'>, failedRuns: number): number {
  const schedule = definition.retryDelaysSeconds;
  if (schedule && schedule.length > 0) return schedule[Math.min(Math.max(failedRuns - 1, 0), schedule.length - 1)]!;
  return (definition.retryDelaySeconds ?? 5) * 2 ** Math.max(failedRuns - 1, 0);
}

/** Does one job's work. Must be idempotent: a crashed worker's job runs again elsewhere, and must give the same result. */
export type JobHandler<Payload, Result> = (payload: Payload, context: JobContext) => Promise<Result>;

/** A definition with the handler that does its work: what a JobRunner runs (built in the worker). */
export interface RunnableJob<Payload = unknown, Result = unknown> extends JobDefinition<Payload, Result> {
  handler: JobHandler<Payload, Result>;
}

/** Any job, whatever its payload: what queues and runners hold in their lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRunnableJob = RunnableJob<any, any>;

export function defineJob<Payload, Result>(definition: JobDefinition<Payload, Result>): JobDefinition<Payload, Result> {
  return definition;
}

/** Gives a definition its handler (in the worker; the server never imports handlers). */
export function implementJob<Payload, Result>(definition: JobDefinition<Payload, Result>, handler: JobHandler<Payload, Result>): RunnableJob<Payload, Result> {
  return { ...definition, handler };
}

/** Thrown by a handler (or raised from the abort signal) when its task was cancelled. */
export class JobCancelledError extends Error {
  constructor() {
    super('The task was cancelled');
    this.name = 'JobCancelledError';
  }
}

/** Thrown for a failure that a retry cannot fix (bad input): the task fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
