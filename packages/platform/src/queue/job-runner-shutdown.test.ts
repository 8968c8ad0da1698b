import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../database/open-database.ts';
import { defineJob, implementJob } from './job-definition.ts';
import { JobQueue } from './job-queue.ts';
import { JobRunner } from './job-runner.ts';

const runsByProcessRole: string[] = [];
let role = 'first';

const slowJob = implementJob(
  defineJob({
    name: 'test-shutdown-slow',
    payloadSchema: z.object({ workMs: z.number() }),
    resultSchema: z.object({ finishedBy: z.string() }),
    retryDelaySeconds: 1,
  }),
  async ({ workMs }, context) => {
    runsByProcessRole.push(role);
    await sleep(workMs, undefined, { signal: context.signal });
    return { finishedBy: role };
  },
);

describe('JobRunner shutdown', () => {
  let database: Database;
  afterAll(() => database?.close());

  it('releases a running job on stop, and another runner completes it', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    const firstQueue = new JobQueue(database);
    await firstQueue.start(() => {});
    await firstQueue.register([slowJob]);
    const first = new JobRunner(firstQueue, [slowJob], { concurrency: 1 });
    await first.start();
    const taskId = await firstQueue.enqueue(slowJob, { workMs: 1500 }, { ownerId: null });
    while ((await firstQueue.tasks.find(taskId))?.status !== 'running') await sleep(50);

    await first.stop(200);
    const released = await firstQueue.tasks.find(taskId);
    expect(released).toMatchObject({ status: 'queued', error_message: 'Interrupted by a worker shutdown; it will run again' });

    role = 'second';
    const secondQueue = new JobQueue(database);
    await secondQueue.start(() => {});
    const second = new JobRunner(secondQueue, [slowJob], { concurrency: 1 });
    await second.start();
    let task = await secondQueue.tasks.find(taskId);
    const deadline = Date.now() + 20_000;
    while (task?.status !== 'done' && Date.now() < deadline) {
      await sleep(100);
      task = await secondQueue.tasks.find(taskId);
    }
    await second.stop(500);
    expect(task).toMatchObject({ status: 'done', result: { finishedBy: 'second' }, attempts: 2 });
    expect(runsByProcessRole).toEqual(['first', 'second']);
  });
});
