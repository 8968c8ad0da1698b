import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../database/open-database.ts';
import { defineJob, implementJob } from './job-definition.ts';
import { JobQueue } from './job-queue.ts';
import { JobRunner } from './job-runner.ts';

const runningByOwner = new Map<string, number>();
const mostRunningByOwner = new Map<string, number>();
const startOrder: string[] = [];

const heavyJob = implementJob(
  defineJob({
    name: 'test-heavy',
    payloadSchema: z.object({ owner: z.string(), label: z.string() }),
    resultSchema: z.object({ label: z.string() }),
    isHeavy: true,
  }),
  async ({ owner, label }) => {
    const running = (runningByOwner.get(owner) ?? 0) + 1;
    runningByOwner.set(owner, running);
    mostRunningByOwner.set(owner, Math.max(mostRunningByOwner.get(owner) ?? 0, running));
    startOrder.push(label);
    await sleep(700);
    runningByOwner.set(owner, (runningByOwner.get(owner) ?? 1) - 1);
    return { label };
  },
);

describe('JobRunner: heavy jobs per owner', () => {
  let database: Database;
  let queue: JobQueue;
  let runner: JobRunner;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    queue = new JobQueue(database);
    await queue.start((error) => console.error(error));
    await queue.register([heavyJob]);
    runner = new JobRunner(queue, [heavyJob], { concurrency: 6, heavyJobsPerOwner: 2, ownerBusyDelaySeconds: 1, pollingIntervalSeconds: 0.5 });
    await runner.start();
  });

  afterAll(async () => {
    await runner.stop(1000);
    await database.close();
  });

  it("runs at most 2 of one owner's heavy jobs at once; the rest wait queued, spend no retry, and another owner's job goes ahead", async () => {
    const [alice, bob] = await Promise.all(
      ['alice', 'bob'].map((nickname) =>
        database.db.insertInto('users').values({ status: 'guest', nickname, plan: 'free', credit: 0 }).returning('id').executeTakeFirstOrThrow(),
      ),
    );
    const aliceTasks: string[] = [];
    for (let index = 1; index <= 6; index += 1)
      aliceTasks.push(await queue.enqueue(heavyJob, { owner: 'alice', label: `alice-${index}` }, { ownerId: alice!.id }));
    const bobTask = await queue.enqueue(heavyJob, { owner: 'bob', label: 'bob-1' }, { ownerId: bob!.id });

    // While alice's first two run, her other four wait queued without holding one of the 6 slots.
    let sawWaiting = false;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await database.db
        .selectFrom('tasks')
        .select(['id', 'status'])
        .where('id', 'in', [...aliceTasks, bobTask])
        .execute();
      const aliceRunning = rows.filter((row) => aliceTasks.includes(row.id) && row.status === 'running').length;
      const aliceQueued = rows.filter((row) => aliceTasks.includes(row.id) && row.status === 'queued').length;
      expect(aliceRunning).toBeLessThanOrEqual(2);
      if (aliceRunning === 2 && aliceQueued > 0) {
        sawWaiting = true;
        expect(runner.inFlightCount).toBeLessThanOrEqual(3);
      }
      if (rows.every((row) => row.status === 'done')) break;
      if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(rows)}`);
      await sleep(50);
    }
    expect(sawWaiting).toBe(true);
    expect(mostRunningByOwner.get('alice')).toBe(2);
    // Bob's job, sent after all of alice's, did not wait for her backlog.
    expect(startOrder.indexOf('bob-1')).toBeLessThan(startOrder.indexOf('alice-6'));
    expect(startOrder.indexOf('bob-1')).toBeLessThan(3);
    const tasks = await database.db.selectFrom('tasks').select(['attempts', 'failed_runs']).where('id', 'in', aliceTasks).execute();
    expect(tasks.every((task) => task.attempts === 1 && task.failed_runs === 0)).toBe(true);
  });
});
