import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../database/open-database.ts';
import { defineJob, implementJob, PermanentJobError } from './job-definition.ts';
import { JobQueue } from './job-queue.ts';
import { JobRunner } from './job-runner.ts';

const attemptsByKey = new Map<string, number>();

const squareJob = implementJob(
  defineJob({
    name: 'test-square',
    payloadSchema: z.object({ value: z.number(), failTimes: z.number().default(0), key: z.string() }),
    resultSchema: z.object({ square: z.number(), attempt: z.number() }),
    retryDelaySeconds: 1,
  }),
  async ({ value, failTimes, key }, context) => {
    const attempt = (attemptsByKey.get(key) ?? 0) + 1;
    attemptsByKey.set(key, attempt);
    await context.reportProgress(50);
    if (attempt <= failTimes) throw new Error(`flaky failure ${attempt}`);
    return { square: value * value, attempt: context.attempt };
  },
);

const slowJob = implementJob(
  defineJob({ name: 'test-slow', payloadSchema: z.object({ steps: z.number() }), resultSchema: z.object({ steps: z.number() }) }),
  async ({ steps }, context) => {
    for (let step = 1; step <= steps; step += 1) {
      await sleep(50, undefined, { signal: context.signal });
      await context.reportProgress((step / steps) * 100);
    }
    return { steps };
  },
);

const badInputJob = implementJob(defineJob({ name: 'test-permanent', payloadSchema: z.object({}), resultSchema: z.null() }), async () => {
  throw new PermanentJobError('This input can never work');
});

/** Throws an error with no message (what a failure crossing a thread can arrive as). */
const silentFailureJob = implementJob(
  defineJob({ name: 'test-silent-failure', payloadSchema: z.object({}), resultSchema: z.null(), retryLimit: 0 }),
  async () => {
    throw new RangeError();
  },
);

/** Ignores its abort signal and never finishes: a hung engine. */
const hungJob = implementJob(
  defineJob({ name: 'test-hung', payloadSchema: z.object({}), resultSchema: z.null(), retryLimit: 0, expireInSeconds: 1 }),
  () => new Promise<null>(() => {}),
);

async function waitForStatus(queue: JobQueue, taskId: string, statuses: string[], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await queue.tasks.find(taskId);
    if (task && statuses.includes(task.status)) return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} stayed ${task?.status}`);
    await sleep(100);
  }
}

describe('JobRunner on PGlite', () => {
  let database: Database;
  let queue: JobQueue;
  let runner: JobRunner;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    queue = new JobQueue(database);
    await queue.start((error) => console.error(error));
    const definitions = [squareJob, slowJob, badInputJob, hungJob, silentFailureJob];
    await queue.register(definitions);
    runner = new JobRunner(queue, definitions, { concurrency: 2, cancelCheckIntervalMs: 100, hungRunGraceMs: 500 });
    await runner.start();
  });

  afterAll(async () => {
    await runner.stop(1000);
    await database.close();
  });

  it('runs jobs and stores their results', async () => {
    const ids = await Promise.all([3, 4, 5].map((value) => queue.enqueue(squareJob, { value, failTimes: 0, key: `ok-${value}` }, { ownerId: null })));
    const tasks = await Promise.all(ids.map((id) => waitForStatus(queue, id, ['done'])));
    expect(tasks.map((task) => task.result)).toEqual([
      { square: 9, attempt: 1 },
      { square: 16, attempt: 1 },
      { square: 25, attempt: 1 },
    ]);
    expect(tasks.every((task) => task.progress === 100)).toBe(true);
  });

  it('retries a failing job with backoff and then succeeds', async () => {
    const id = await queue.enqueue(squareJob, { value: 7, failTimes: 1, key: 'flaky' }, { ownerId: null });
    const task = await waitForStatus(queue, id, ['done', 'failed'], 30_000);
    expect(task.status).toBe('done');
    expect(task.result).toEqual({ square: 49, attempt: 2 });
    expect(attemptsByKey.get('flaky')).toBe(2);
  });

  it('fails for good after the retry limit', async () => {
    const id = await queue.enqueue(squareJob, { value: 1, failTimes: 99, key: 'always' }, { ownerId: null });
    const task = await waitForStatus(queue, id, ['failed'], 60_000);
    expect(task.error_message).toBe('flaky failure 3');
    expect(attemptsByKey.get('always')).toBe(3);
  });

  it('does not retry a permanent failure', async () => {
    const id = await queue.enqueue(badInputJob, {}, { ownerId: null });
    const task = await waitForStatus(queue, id, ['failed']);
    expect(task.error_message).toBe('This input can never work');
    expect(task.attempts).toBe(1);
  });

  it('keeps a message the owner can act on when the error had none', async () => {
    const id = await queue.enqueue(silentFailureJob, {}, { ownerId: null });
    const task = await waitForStatus(queue, id, ['failed']);
    expect(task.error_message).toBe('The job stopped with an error that gave no reason (RangeError): try again, and if it fails again tell the operator');
  });

  it('reports rising progress and can be cancelled mid-run', async () => {
    const id = await queue.enqueue(slowJob, { steps: 200 }, { ownerId: null });
    await waitForStatus(queue, id, ['running']);
    let progress = 0;
    while (progress < 10) {
      progress = (await queue.tasks.find(id))!.progress;
      await sleep(50);
    }
    expect(await queue.tasks.requestCancel(id)).toBe(true);
    const task = await waitForStatus(queue, id, ['cancelled']);
    expect(task.progress).toBeGreaterThanOrEqual(10);
    expect(task.progress).toBeLessThan(100);
  });

  it('ends a run whose handler ignores its expiry, so the task does not stay running', async () => {
    const id = await queue.enqueue(hungJob, {}, { ownerId: null });
    await waitForStatus(queue, id, ['running']);
    const task = await waitForStatus(queue, id, ['failed'], 10_000);
    expect(task).toMatchObject({ error_message: 'Stopped after running longer than 1 s', attempts: 1, heartbeat_at: null });
    expect(runner.inFlightCount).toBe(0);
  });

  it('rejects an invalid payload before queueing', async () => {
    await expect(queue.enqueue(squareJob, { value: 'x' } as never, { ownerId: null })).rejects.toThrow();
  });
});
