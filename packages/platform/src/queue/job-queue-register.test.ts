import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../database/open-database.ts';
import { createScratchDatabase, requirePostgresForTest } from '../testing/scratch-postgres.ts';
import { defineJob } from './job-definition.ts';
import { JobQueue } from './job-queue.ts';

const reachable = await requirePostgresForTest('queue registration test');

const definitions = ['first-kind', 'second-kind', 'third-kind', 'fourth-kind'].map((name) =>
  defineJob({ name, payloadSchema: z.object({}), resultSchema: z.object({}) }),
);

describe.skipIf(!reachable)('JobQueue.register on PostgreSQL', () => {
  it('lets processes that start together create the same new queues (pg-boss alone deadlocks one of them)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const scratch = await createScratchDatabase('talkreel_register');
      const processes = await Promise.all(
        [0, 1, 2].map(async () => {
          const database = await openDatabase({ kind: 'postgres', connectionString: scratch.url });
          const queue = new JobQueue(database);
          await queue.start(() => {});
          return { database, queue };
        }),
      );
      try {
        // One queue exists already, as after a deploy that adds job kinds.
        await processes[0]!.queue.register(definitions.slice(0, 1));
        const outcomes = await Promise.allSettled(processes.map(({ queue }) => queue.register(definitions)));
        expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
        const names = (await processes[0]!.queue.boss.getQueues()).map((queue) => queue.name).sort();
        expect(names).toEqual(definitions.map((definition) => definition.name).sort());
      } finally {
        for (const { queue, database } of processes) {
          await queue.stop();
          await database.close();
        }
        await scratch.drop();
      }
    }
  }, 120_000);
});
