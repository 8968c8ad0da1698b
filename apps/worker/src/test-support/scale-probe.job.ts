import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineJob, implementJob, type Runtime } from '@talkreel/platform';

/**
 * Test support for the scale-out test: a job that records when it starts and
 * when it completes (plain inserts, no de-duplication, so a double completion would show).
 */
export function createScaleProbeJob(runtime: Runtime) {
  const definition = defineJob({
    name: 'scale-probe',
    payloadSchema: z.object({ workMs: z.number().int().min(0) }),
    resultSchema: z.object({ pid: z.number() }),
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 4,
  });
  return implementJob(definition, async ({ workMs }, context) => {
    const { db } = runtime.database;
    await sql`insert into scale_probe_starts (task_id, pid) values (${context.taskId}, ${process.pid})`.execute(db);
    await sleep(workMs, undefined, { signal: context.signal });
    // The completion record commits together with the task's done state: exactly once.
    return context.completeInTransaction(async (trx) => {
      await sql`insert into scale_probe_completions (task_id, pid) values (${context.taskId}, ${process.pid})`.execute(trx);
      return { pid: process.pid };
    });
  });
}

export const scaleProbeTablesSql = `
  create table if not exists scale_probe_starts (task_id uuid not null, pid integer not null, at timestamptz not null default clock_timestamp());
  create table if not exists scale_probe_completions (task_id uuid not null, pid integer not null, at timestamptz not null default clock_timestamp());
`;
