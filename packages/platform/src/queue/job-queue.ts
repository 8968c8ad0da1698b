import { CompiledQuery, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import { debitCredits } from '../credits/credit-ledger.ts';
import type { DatabaseSchema } from '../database/database-schema.ts';
import type { Database } from '../database/open-database.ts';
import type { ComponentCheck } from '../storage/storage.ts';
import type { AnyJobDefinition, JobDefinition } from './job-definition.ts';
import { TaskRepository } from './task-repository.ts';

/** The pg-boss job body: the payload itself lives in the tasks row. */
export interface QueuedJobData {
  taskId: string;
}

export interface JobQueueOptions {
  /** How often expired jobs are failed for retry (default 60 s; tests use 1 s). */
  maintenanceIntervalSeconds?: number;
}

/**
 * The job queue on the product's own database (pg-boss: SKIP LOCKED hand-out,
 * retries with backoff, expiry of jobs whose worker died).
 */
export class JobQueue {
  readonly boss: PgBoss;
  readonly tasks: TaskRepository;
  #started = false;

  constructor(private readonly database: Database, options: JobQueueOptions = {}) {
    this.boss = new PgBoss({
      ...database.queueConnection,
      schema: 'pgboss',
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    } as PgBoss.ConstructorOptions);
    this.tasks = new TaskRepository(database.db);
  }

  async start(onError: (error: Error) => void): Promise<void> {
    this.boss.on('error', onError);
    await this.boss.start();
    this.#started = true;
  }

  /** Creates (or updates) one pg-boss queue per job definition. */
  async register(definitions: readonly AnyJobDefinition[]): Promise<void> {
    for (const definition of definitions) {
      const options = {
        retryLimit: definition.retryLimit ?? 2,
        retryDelay: definition.retryDelaySeconds ?? 5,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 900,
      };
      await this.boss.createQueue(definition.name, { name: definition.name, ...options });
      await this.boss.updateQueue(definition.name, { name: definition.name, ...options });
    }
  }

  /**
   * Validates the payload, then in one transaction records a queued task,
   * takes its cost in credits (if any; InsufficientCreditsError leaves
   * nothing behind) and hands the job to the queue.
   */
  async enqueue<Payload>(
    definition: JobDefinition<Payload, unknown>,
    payload: Payload,
    options: {
      ownerId: string | null;
      cost?: JobCost;
      /** Rows that belong with the task (a render record, say), written in its transaction. */
      alsoInTransaction?: (trx: Transaction<DatabaseSchema>, taskId: string) => Promise<void>;
    },
  ): Promise<string> {
    const validPayload = definition.payloadSchema.parse(payload);
    return this.database.db.transaction().execute(async (trx) => {
      const taskId = await this.tasks.create({ kind: definition.name, ownerId: options.ownerId, payload: validPayload }, trx);
      if (options.cost) {
        if (!options.ownerId) throw new Error('A paid job needs an owner');
        await debitCredits(trx, { ...options.cost, userId: options.ownerId, taskId });
      }
      await options.alsoInTransaction?.(trx, taskId);
      await this.boss.send(definition.name, { taskId } satisfies QueuedJobData, { db: transactionExecutor(trx) } as PgBoss.SendOptions);
      return taskId;
    });
  }

  async check(): Promise<ComponentCheck> {
    if (!this.#started) return { ok: false, detail: 'queue not started' };
    try {
      const queues = await this.boss.getQueues();
      return { ok: true, detail: `pg-boss on ${this.database.kind}, ${queues.length} queues` };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  /** Stops fetching; in-flight jobs get up to `graceMs` to finish, then are failed so another worker retries them. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.boss.stop({ graceful: true, timeout: graceMs, close: true });
  }
}

/** What a job costs its owner: debited in the task's own transaction, refunded if the job fails. */
export interface JobCost {
  amount: number;
  idempotencyKey: string;
  reason: string;
}

/** pg-boss's `db` option bound to a Kysely transaction, so the job row commits with the task. */
function transactionExecutor(trx: Transaction<DatabaseSchema>) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows };
    },
  };
}
